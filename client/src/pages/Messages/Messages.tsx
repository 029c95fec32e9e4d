import { MessageSquare, MessagesSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { ConversationsDocument, type ConversationRowFragment } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { messageTime } from "./ThreadView";
import "./Messages.css";

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The line under a conversation's name: its last message, shortened by CSS. */
function preview(c: ConversationRowFragment): string {
  const last = c.lastMessage;
  if (!last) return "No messages yet";
  const text = last.removed ? "Message removed" : last.body.replace(/\s+/g, " ");
  return last.mine ? `You: ${text}` : text;
}

/** /messages: the member's conversations, newest first, with what is unread. */
export default function Messages() {
  usePageTitle("Messages");
  const toast = useToast();
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    ConversationsDocument,
    {
      variables: { first: CONVERSATIONS_PAGE_SIZE },
      fetchPolicy: "cache-and-network",
      refetchOn: { windowFocus: true },
      pageEnd: (d) => d.conversations,
      onLoadMoreError: (e) =>
        toast({
          variant: "error",
          title: "Could not load more conversations",
          description: errorMessage(e, "Please try again"),
        }),
    },
  );
  const page = data?.conversations;

  return (
    <div className="messages-page">
      <header className="messages-head">
        <h1>
          <MessagesSquare aria-hidden="true" size={26} /> Messages
        </h1>
        <Link to="/connections" className="btn btn--ghost">
          Connections
        </Link>
      </header>

      {error && !page ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load your messages.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !page ? (
        <Spinner label="Loading conversations" />
      ) : page && page.items.length === 0 ? (
        <div className="messages-empty">
          <MessageSquare aria-hidden="true" size={32} />
          <p className="messages-empty__title">No conversations yet</p>
          <p>Message one of your connections from their page or from your connections.</p>
          <Link to="/connections" className="btn btn--primary">
            Go to Connections
          </Link>
        </div>
      ) : page ? (
        <>
          <ul className="conversation-list" aria-label="Conversations">
            {page.items.map((c) => (
              <ConversationItem key={c.id} conversation={c} />
            ))}
          </ul>
          <LoadMore
            hasMore={page.hasNextPage}
            loading={loadingMore}
            onLoadMore={loadMore}
            label="Show older conversations"
          />
        </>
      ) : null}
    </div>
  );
}

function ConversationItem({ conversation: c }: { conversation: ConversationRowFragment }) {
  const unread = c.unreadCount > 0;
  return (
    <li className={`card conversation${unread ? " conversation--unread" : ""}`}>
      <Avatar name={c.otherMember.fullName} src={c.otherMember.profileImage} size="md" />
      <div className="conversation__main">
        <p className="conversation__name">
          <Link to={`/messages/${c.id}`} className="conversation__link">
            {c.otherMember.fullName}
            {unread && <span className="sr-only">, {c.unreadCount} unread</span>}
          </Link>
        </p>
        <p className="conversation__preview">{preview(c)}</p>
      </div>
      <div className="conversation__meta">
        <time dateTime={c.updatedAt} className="muted">
          {messageTime(c.updatedAt)}
        </time>
        {unread && (
          <span className="conversation__count" aria-hidden="true">
            {c.unreadCount > 99 ? "99+" : c.unreadCount}
          </span>
        )}
      </div>
    </li>
  );
}
