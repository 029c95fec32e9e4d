import { Briefcase, GraduationCap, MapPin } from "lucide-react";
import type { ResultCard_MemberFragment } from "../../gql/graphql";
import { MemberCardHead, MemberFact } from "./MemberCardParts";
import "./MemberCard.css";

/** A smart-search result: the whole card opens the member's page. */
export function ResultCard({ member }: { member: ResultCard_MemberFragment }) {
  const occupation = member.occupation || member.jobTitle;
  const organisation = member.companyOrganization || member.company;
  const work = [occupation, organisation].filter(Boolean).join(" at ");
  const course = member.course || member.trade;

  return (
    <li className="member-card">
      <MemberCardHead member={member} />
      <ul className="member-card__facts">
        <MemberFact icon={Briefcase} label="Work">
          {work}
        </MemberFact>
        <MemberFact icon={MapPin} label="Location">
          {member.currentLocation}
        </MemberFact>
        <MemberFact icon={GraduationCap} label="Course">
          {course}
        </MemberFact>
      </ul>
    </li>
  );
}
