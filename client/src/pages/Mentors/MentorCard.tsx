import { Globe, MapPin, Wrench } from "lucide-react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import type { MentorCardFieldsFragment } from "../../gql/mentorship/graphql";
import { RequestMentorship } from "./RequestMentorship";
import { mentoredText, placesText, topicHref } from "./text";

interface Props {
  mentor: MentorCardFieldsFragment;
  isSelf: boolean;
}

/** One mentor on /mentors: who, what they help with, their places, and Request mentorship. */
export function MentorCard({ mentor, isSelf }: Props) {
  const { user } = mentor;
  const headingId = `mentor-${user.id}`;
  return (
    <li className="card mentor-card" aria-labelledby={headingId}>
      <div className="mentor-card__head">
        <Avatar name={user.fullName} src={user.profileImage} size="md" />
        <div className="mentor-card__who">
          <h2 id={headingId} className="mentor-card__name">
            <Link to={`/user/${user.id}`}>{user.fullName}</Link>
          </h2>
          {user.jobTitle && <p className="muted mentor-card__line">{user.jobTitle}</p>}
          <p className="muted mentor-card__line">
            {user.trade && (
              <span>
                <Wrench aria-hidden="true" size={14} /> {user.trade}
              </span>
            )}
            {user.currentLocation && (
              <span>
                <MapPin aria-hidden="true" size={14} /> {user.currentLocation}
              </span>
            )}
          </p>
        </div>
      </div>

      <ul className="mentor-topics" aria-label={`Topics ${user.fullName} mentors on`}>
        {mentor.topics.map((topic) => (
          <li key={topic}>
            <Link className="chip" to={topicHref(topic)}>
              {topic}
            </Link>
          </li>
        ))}
      </ul>

      <p className="mentor-card__stats">
        <span className={mentor.openSlots > 0 ? "badge is-green" : "badge is-amber"}>
          {placesText(mentor.openSlots)}
        </span>
        <span className="muted">{mentoredText(mentor.mentoredCount)}</span>
      </p>
      {mentor.languages.length > 0 && (
        <p className="muted mentor-card__line">
          <Globe aria-hidden="true" size={14} />
          <span className="sr-only">Globe: </span>
          {mentor.languages.join(", ")}
        </p>
      )}
      {mentor.availability && <p className="mentor-card__availability">{mentor.availability}</p>}

      <div className="mentor-card__actions">
        <RequestMentorship mentor={mentor} isSelf={isSelf} />
      </div>
    </li>
  );
}
