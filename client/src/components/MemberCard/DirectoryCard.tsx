import { BadgeCheck, Briefcase, ExternalLink, MapPin, MessageCircle, Wrench } from "lucide-react";
import { Link } from "react-router-dom";
import type { DirectoryMemberFragment } from "../../gql/graphql";
import { Avatar } from "../Avatar";
import "./MemberCard.css";

const SHOWN_SKILLS = 3;

/**
 * A verified member in the directory. The whole card opens the member's page (the name's link is
 * stretched over it); LinkedIn and WhatsApp open in new tabs above that link.
 */
export function DirectoryCard({ member }: { member: DirectoryMemberFragment }) {
  const work = [member.jobTitle, member.company].filter(Boolean).join(" at ");
  const shown = member.skills.slice(0, SHOWN_SKILLS);
  const more = member.skills.length - shown.length;

  return (
    <li className="member-card">
      <div className="member-card__head">
        <Avatar name={member.fullName} src={member.profileImage} />
        <div className="member-card__who">
          <h2 className="member-card__name">
            <Link to={`/user/${member.id}`} className="member-card__link">
              {member.fullName}
            </Link>
          </h2>
          {member.rollNumber && <p className="member-card__roll">{member.rollNumber}</p>}
        </div>
        {member.isVerified && (
          <span className="member-card__verified">
            <BadgeCheck aria-hidden="true" size={14} /> Verified
          </span>
        )}
      </div>
      <ul className="member-card__facts">
        {member.trade && (
          <li>
            <Wrench aria-hidden="true" size={16} /> <span className="sr-only">Trade: </span>
            {member.trade}
          </li>
        )}
        {member.currentLocation && (
          <li>
            <MapPin aria-hidden="true" size={16} /> <span className="sr-only">Location: </span>
            {member.currentLocation}
          </li>
        )}
        {work && (
          <li>
            <Briefcase aria-hidden="true" size={16} /> <span className="sr-only">Work: </span>
            {work}
          </li>
        )}
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
