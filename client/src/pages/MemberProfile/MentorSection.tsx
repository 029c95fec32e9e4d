import { useQuery } from "@apollo/client/react";
import { Globe } from "lucide-react";
import { Link } from "react-router-dom";
import { MemberMentorDocument, type MentorCardFieldsFragment } from "../../gql/mentorship/graphql";
import { mentoredText, placesText, topicHref } from "../Mentors/text";
import { RequestMentorship } from "../Mentors/RequestMentorship";
import "../Mentors/Mentors.css";

interface Props {
  memberId: string;
  isSelf: boolean;
  /** The viewer is verified: mentors are shown to verified members only. */
  verifiedViewer: boolean;
  /** The viewer may ask (not blocked either way). */
  canRequest: boolean;
}

/** The member's mentor profile, when they mentor; nothing otherwise (or while it loads). */
export function MemberMentor({ memberId, verifiedViewer, ...rest }: Props) {
  const { data } = useQuery(MemberMentorDocument, {
    variables: { id: memberId },
    skip: !verifiedViewer,
    fetchPolicy: "cache-and-network",
  });
  const mentor = data?.user?.mentorProfile;
  return mentor ? <MentorSection mentor={mentor} {...rest} /> : null;
}

/**
 * The "Mentor" section of a member page: what they mentor on, their places, how many they have
 * mentored, and Request mentorship (not on one's own page, not while they pause).
 */
function MentorSection(props: {
  mentor: MentorCardFieldsFragment;
  isSelf: boolean;
  canRequest: boolean;
}) {
  const { mentor, isSelf, canRequest } = props;
  return (
    <section className="card member__section" aria-labelledby="member-mentor">
      <h2 id="member-mentor">Mentor</h2>
      <ul className="mentor-topics" aria-label="Mentors on">
        {mentor.topics.map((topic) => (
          <li key={topic}>
            <Link className="chip" to={topicHref(topic)}>
              {topic}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mentor-card__stats member__mentor-line">
        {mentor.paused ? (
          <span className="badge is-amber">Paused: not taking requests</span>
        ) : (
          <span className={mentor.openSlots > 0 ? "badge is-green" : "badge is-amber"}>
            {placesText(mentor.openSlots)}
          </span>
        )}
        <span className="muted">{mentoredText(mentor.mentoredCount)}</span>
      </p>
      {mentor.languages.length > 0 && (
        <p className="muted mentor-card__line member__mentor-line">
          <Globe aria-hidden="true" size={14} />
          <span className="sr-only">Globe: </span>
          {mentor.languages.join(", ")}
        </p>
      )}
      {mentor.availability && (
        <p className="mentor-card__availability member__mentor-line">{mentor.availability}</p>
      )}
      {(isSelf || (canRequest && (!mentor.paused || mentor.viewerRequest))) && (
        <div className="mentor-card__actions member__mentor-line">
          <RequestMentorship mentor={mentor} isSelf={isSelf} />
        </div>
      )}
    </section>
  );
}
