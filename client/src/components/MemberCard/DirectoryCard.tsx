import { BadgeCheck, Briefcase, ExternalLink, MapPin, MessageCircle, Wrench } from "lucide-react";
import type { DirectoryCard_MemberFragment } from "../../gql/graphql";
import { MemberCardHead, MemberFact } from "./MemberCardParts";
import "./MemberCard.css";

const SHOWN_SKILLS = 3;

/**
 * A verified member in the directory. The whole card opens the member's page (the name's link is
 * stretched over it); LinkedIn and WhatsApp open in new tabs above that link.
 */
export function DirectoryCard({ member }: { member: DirectoryCard_MemberFragment }) {
  const work = [member.jobTitle, member.company].filter(Boolean).join(" at ");
  const shown = member.skills.slice(0, SHOWN_SKILLS);
  const more = member.skills.length - shown.length;

  return (
    <li className="member-card">
      <MemberCardHead
        member={member}
        aside={
          member.isVerified && (
            <span className="member-card__verified">
              <BadgeCheck aria-hidden="true" size={14} /> Verified
            </span>
          )
        }
      />
      <ul className="member-card__facts">
        <MemberFact icon={Wrench} label="Trade">
          {member.trade}
        </MemberFact>
        <MemberFact icon={MapPin} label="Location">
          {member.currentLocation}
        </MemberFact>
        <MemberFact icon={Briefcase} label="Work">
          {work}
        </MemberFact>
      </ul>
      {shown.length > 0 && (
        <ul className="member-card__skills" aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill} className="chip">
              {skill}
            </li>
          ))}
          {more > 0 && <li className="chip chip--muted">+{more} more</li>}
        </ul>
      )}
      {(member.linkedinUrl || member.whatsappLink) && (
        <div className="member-card__actions">
          {member.linkedinUrl && (
            <a
              className="btn btn--small btn--secondary"
              href={member.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`LinkedIn of ${member.fullName} (opens in a new tab)`}
            >
              <ExternalLink aria-hidden="true" size={16} /> LinkedIn
            </a>
          )}
          {member.whatsappLink && (
            <a
              className="btn btn--small btn--secondary"
              href={member.whatsappLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp ${member.fullName} (opens in a new tab)`}
            >
              <MessageCircle aria-hidden="true" size={16} /> WhatsApp
            </a>
          )}
        </div>
      )}
    </li>
  );
}
