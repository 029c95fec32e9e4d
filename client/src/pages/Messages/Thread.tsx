import { useQuery } from "@apollo/client/react";
import { MessageSquareOff } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { ConversationDocument } from "../../gql/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { ThreadView } from "./ThreadView";
import { useThread } from "./useThread";
import "../../components/form/form.css";
import "./Messages.css";

/** /messages/:conversationId: one conversation, live. */
export default function Thread() {
  const { conversationId = "" } = useParams();
  const conversation = useQuery(ConversationDocument, {
    variables: { id: conversationId },
    refetchOn: { windowFocus: true },
  });
  const thread = useThread(conversationId);
  const member = conversation.data?.conversation?.otherMember;
  const notFound =
    (!conversation.loading && conversation.data && !conversation.data.conversation) ||
    hasErrorCode(conversation.error, "NOT_FOUND") ||
    hasErrorCode(thread.error, "NOT_FOUND");
  usePageTitle(
    member ? `Messages with ${member.fullName}` : notFound ? "Conversation not found" : "Messages",
  );

  if (notFound) {
    return (
      <StatusCard icon={<MessageSquareOff size={32} />} title="Conversation not found">
        <p className="muted">It may have been removed, or the link may be wrong.</p>
        <Link className="btn btn--primary" to="/messages">
          All messages
        </Link>
      </StatusCard>
    );
  }
  if (!member) {
    if (conversation.error) {
      return (
        <div className="note is-red" role="alert">
          <span>{errorMessage(conversation.error, "Could not load the conversation.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => conversation.refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      );
    }
    return <Spinner heading label="Loading conversation" />;
  }

  const page = thread.page;
  return (
    <ThreadView
      member={member}
      messages={page?.messages ?? []}
      loading={thread.loading}
      hasMore={page?.hasMore}
      loadingEarlier={thread.loadingEarlier}
      onLoadEarlier={() => void thread.loadEarlier().catch(() => undefined)}
      onSend={thread.send}
      notice={
        thread.error && !page ? (
          <div className="note is-red" role="alert">
            <span>{errorMessage(thread.error, "Could not load the messages.")}</span>
            <button
              type="button"
              className="btn btn--small btn--secondary"
              onClick={() => thread.refetch().catch(() => undefined)}
            >
              Try again
            </button>
          </div>
        ) : null
      }
    />
  );
}
