import { useQuery } from "@apollo/client/react";
import {
  ArrowLeft,
  BadgeCheck,
  Briefcase,
  Building2,
  Clock,
  GraduationCap,
  Hash,
  Link2,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  UserX,
  Wrench,
} from "lucide-react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Spinner } from "../../components/Spinner";
import { MemberSafety } from "../../components/MemberSafety/MemberSafety";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { useToast } from "../../components/Toast/useToast";
import { MemberProfileDocument, type MemberProfileQuery } from "../../gql/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { ConnectButton } from "./ConnectButton";
import "./MemberProfile.css";

type Member = NonNullable<MemberProfileQuery["user"]>;

// The "Businesses" section: asked apart, and shown after the page (most members run none).
const MemberBusinesses = lazy(() =>
  import("./BusinessesSection").then((m) => ({ default: m.MemberBusinesses })),
);

// The "Mentor" section: asked apart, and shown after the page (most members do not mentor).
const MemberMentor = lazy(() =>
  import("./MentorSection").then((m) => ({ default: m.MemberMentor })),
);

/** A member's page: photo, badges, details, About, Skills and Contact Information. */
export default function MemberProfile() {
  const { userId = "" } = useParams();
  const toast = useToast();
  const { data, loading, error } = useQuery(MemberProfileDocument, {
    variables: { id: userId },
  });
  const member = data?.user;
  usePageTitle(member ? member.fullName : error ? "User not found" : "Member profile");

  useEffect(() => {
    if (error) toast({ variant: "error", title: "Failed to load user profile" });
  }, [error, toast]);

  if (loading && !member) return <Spinner heading label="Loading profile" />;
  if (!member) {
    return (
      <StatusCard icon={<UserX size={32} />} title="User not found">
        <p className="muted">This member may have left, or the link may be wrong.</p>
        <Link className="btn btn--primary" to="/directory">
          Back to Directory
        </Link>
      </StatusCard>
    );
  }
  return <MemberCard member={member} />;
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the entry the app was opened at: there is no page of ours to go back to.
  const hasHistory = location.key !== "default";
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small member__back"
      onClick={() => (hasHistory ? navigate(-1) : navigate("/directory"))}
    >
      <ArrowLeft aria-hidden="true" size={16} />
      Back
    </button>
  );
}

function MemberCard({ member }: { member: Member }) {
  const { me, isVerified, isAdmin } = useMe();
  const isSelf = me?.id === member.id;
  // Contact details are withheld by the server from members who are not verified yet.
  const withheld = !isSelf && !isVerified && !isAdmin;
  const occupation = member.occupation || member.jobTitle;
  const company = member.companyOrganization || member.company;

  return (
    <div className="member">
      <BackButton />
      <section className="card member__header" aria-labelledby="member-name">
        <Avatar name={member.fullName} src={member.profileImage} size="xl" />
        <div className="member__intro">
          <h1 id="member-name">{member.fullName}</h1>
          {member.isVerified ? (
            <span className="badge member__badge is-green">
              <BadgeCheck aria-hidden="true" size={14} /> Verified ISTCian
            </span>
          ) : (
            <span className="badge member__badge is-amber">
              <Clock aria-hidden="true" size={14} /> Pending Verification
            </span>
          )}
          <ul className="member__facts">
            <Fact icon={<Hash size={16} />} label="Roll number" value={member.rollNumber} />
            <Fact icon={<Wrench size={16} />} label="Trade" value={member.trade} />
            <Fact icon={<MapPin size={16} />} label="Location" value={member.currentLocation} />
            <Fact icon={<Briefcase size={16} />} label="Occupation" value={occupation} />
            <Fact icon={<Building2 size={16} />} label="Company" value={company} />
            <Fact icon={<GraduationCap size={16} />} label="Course" value={member.course} />
          </ul>
          <div className="member__actions">
            <ConnectButton
              memberId={member.id}
              memberName={member.fullName}
              connection={isSelf ? null : member.viewerConnection}
              canConnect={!member.viewerBlocked && member.isVerified && (isVerified || isAdmin)}
            />
            {!isSelf && <MemberSafety member={member} />}
          </div>
        </div>
      </section>

      {member.bio && (
        <section className="card member__section" aria-labelledby="member-about">
          <h2 id="member-about">About</h2>
          <p className="member__bio">{member.bio}</p>
        </section>
      )}

      {member.skills.length > 0 && (
        <section className="card member__section" aria-labelledby="member-skills">
          <h2 id="member-skills">Skills</h2>
          <ul className="member__skills">
            {member.skills.map((skill) => (
              <li key={skill} className="badge badge--muted">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}

      {isVerified && (
        <Suspense fallback={null}>
          <MemberMentor
            memberId={member.id}
            isSelf={isSelf}
            verifiedViewer={isVerified}
            canRequest={!member.viewerBlocked}
          />
        </Suspense>
      )}

      <Suspense fallback={null}>
        <MemberBusinesses memberId={member.id} isSelf={isSelf} />
      </Suspense>

      <ContactCard member={member} withheld={withheld} />
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <li>
      <span aria-hidden="true">{icon}</span>
      <span className="sr-only">{label}: </span>
      {value}
    </li>
  );
}

function ContactCard({ member, withheld }: { member: Member; withheld: boolean }) {
  const links: { key: string; icon: ReactNode; label: string; href: string; external?: boolean }[] =
    [];
  if (member.email)
    links.push({
      key: "email",
      icon: <Mail size={18} />,
      label: member.email,
      href: `mailto:${member.email}`,
    });
  if (member.phoneNumber)
    links.push({
      key: "phone",
      icon: <Phone size={18} />,
      label: member.phoneNumber,
      href: `tel:${member.phoneNumber.replace(/[^\d+]/g, "")}`,
    });
  if (member.linkedinUrl)
    links.push({
      key: "linkedin",
      icon: <Link2 size={18} />,
      label: "LinkedIn",
      href: member.linkedinUrl,
      external: true,
    });
  if (member.whatsappLink)
    links.push({
      key: "whatsapp",
      icon: <MessageCircle size={18} />,
      label: "WhatsApp",
      href: member.whatsappLink,
      external: true,
    });

  return (
    <section className="card member__section" aria-labelledby="member-contact">
      <h2 id="member-contact">Contact Information</h2>
      {links.length > 0 && (
        <ul className="member__contacts">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                <span aria-hidden="true">{link.icon}</span>
                {link.label}
                {link.external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {withheld ? (
        <p className="note is-blue">
          <Lock aria-hidden="true" size={18} />
          <span>Contact details are visible to verified ISTCians</span>
        </p>
      ) : (
        links.length === 0 && <p className="muted">No contact information available</p>
      )}
    </section>
  );
}
