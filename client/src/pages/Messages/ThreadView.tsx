import { ArrowLeft, Ban } from "lucide-react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { MemberSafety } from "../../components/MemberSafety/MemberSafety";
import { Spinner } from "../../components/Spinner";
import type { MessageFieldsFragment, ThreadMemberFragment } from "../../gql/graphql";
import { Composer } from "./Composer";
import { MessageText } from "./MessageText";

export const messageTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });

interface Props {
  member: ThreadMemberFragment;
  messages: MessageFieldsFragment[];
  /** The first page is on its way. */
  loading?: boolean;
  hasMore?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?(): void;
  onSend(body: string): Promise<unknown>;
  /** Shown instead of the list's own error, e.g. when a page failed. */
  notice?: ReactNode;
}

/** Why the member cannot write here, or null when they can. */
function cannotWrite(member: ThreadMemberFragment): string | null {
  if (member.viewerBlocked) return `You blocked ${member.fullName}. Unblock them to send messages.`;
  if (member.viewerConnection?.state !== "CONNECTED")
    return `You can message ${member.fullName} once you are connected.`;
  return null;
}

/**
 * A conversation: who it is with (and Block / Report), the messages oldest first with "Load
 * earlier" on top and "Seen" under the member's own last message, and the composer.
 */
export function ThreadView({
  member,
  messages,
  loading,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  onSend,
  notice,
}: Props) {
  const list = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const previous = useRef({ firstId, lastId, height: 0 });

  // New messages at the end scroll into view; an earlier page on top keeps what was on screen.
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const before = previous.current;
    if (before.firstId && firstId !== before.firstId && lastId === before.lastId) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (lastId !== before.lastId) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId]);

  const lastTheirs = messages.findLast((m) => !m.mine && !m.removed);
  const blocked = cannotWrite(member);

  return (
    <div className="thread">
      <header className="thread__head">
        <Link to="/messages" className="btn btn--ghost btn--small thread__back">
          <ArrowLeft aria-hidden="true" size={16} /> <span className="sr-only">All </span>Messages
        </Link>
        <Avatar name={member.fullName} src={member.profileImage} size="sm" />
        <h1 className="thread__title">
          <Link to={`/user/${member.id}`}>{member.fullName}</Link>
        </h1>
        <MemberSafety member={member} messageId={lastTheirs?.id} />
      </header>

      <div ref={list} className="thread__scroll">
        {hasMore && onLoadEarlier && (
          <div className="thread__earlier">
            {loadingEarlier ? (
              <Spinner label="Loading earlier messages" />
            ) : (
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={onLoadEarlier}
              >
                Load earlier
              </button>
            )}
          </div>
        )}
        {notice}
        {loading && messages.length === 0 ? (
          <Spinner label="Loading messages" />
        ) : messages.length === 0 ? (
          <p className="thread__empty muted">No messages yet. Say hello to {member.fullName}!</p>
        ) : (
          <MessageList messages={messages} member={member} />
        )}
      </div>

      {blocked ? (
        <p className="note is-amber thread__blocked">
          <Ban aria-hidden="true" size={18} />
          <span>{blocked}</span>
        </p>
      ) : (
        <Composer toName={member.fullName} onSend={onSend} />
      )}
    </div>
  );
}

/** The messages, oldest first, as a live log; "Seen" under the member's own last message. */
function MessageList({
  messages,
  member,
}: {
  messages: MessageFieldsFragment[];
  member: ThreadMemberFragment;
}) {
  const lastMine = messages.findLast((m) => m.mine);
  return (
    <div role="log" aria-label={`Messages with ${member.fullName}`}>
      <ol className="thread__messages">
        {messages.map((m) => (
          <li key={m.id} className={`bubble ${m.mine ? "bubble--mine" : "bubble--theirs"}`}>
            <span className="sr-only">{m.mine ? "You" : member.fullName}: </span>
            <p className={`bubble__body${m.removed ? " bubble__body--removed" : ""}`}>
              {m.removed ? "This message was removed by an admin." : <MessageText body={m.body} />}
            </p>
            <p className="bubble__time">
              <time dateTime={m.sentAt}>{messageTime(m.sentAt)}</time>
            </p>
            {m.id === lastMine?.id && m.seen && <p className="bubble__seen">Seen</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
