import { Briefcase, GraduationCap, MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import type { SearchMemberFragment } from "../../gql/graphql";
import { Avatar } from "../Avatar";
import "./MemberCard.css";

/** A smart-search result: the whole card opens the member's page. */
export function ResultCard({ member }: { member: SearchMemberFragment }) {
  const occupation = member.occupation || member.jobTitle;
  const organisation = member.companyOrganization || member.company;
  const work = [occupation, organisation].filter(Boolean).join(" at ");
  const course = member.course || member.trade;

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
      </div>
      <ul className="member-card__facts">
        {work && (
          <li>
            <Briefcase aria-hidden="true" size={16} /> <span className="sr-only">Work: </span>
            {work}
          </li>
        )}
        {member.currentLocation && (
          <li>
            <MapPin aria-hidden="true" size={16} /> <span className="sr-only">Location: </span>
            {member.currentLocation}
          </li>
        )}
        {course && (
          <li>
            <GraduationCap aria-hidden="true" size={16} /> <span className="sr-only">Course: </span>
            {course}
          </li>
        )}
      </ul>
    </li>
  );
}
