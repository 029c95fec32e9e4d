import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../Avatar";

interface Who {
  id: string;
  fullName: string;
  rollNumber?: string | null;
  profileImage?: string | null;
}

/** A card's head: photo, the name (its link stretched over the card) and roll number, then `aside`. */
export function MemberCardHead({ member, aside }: { member: Who; aside?: ReactNode }) {
  return (
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
      {aside}
    </div>
  );
}

/** One fact of a card's list (nothing when empty), its label for screen readers only. */
export function MemberFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <li>
      <Icon aria-hidden="true" size={16} /> <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
