import { useQuery } from "@apollo/client/react";
import { UserX } from "lucide-react";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { ConversationWithDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { ThreadView } from "./ThreadView";
import { useSendMessage } from "./useThread";
import "../../components/form/form.css";
import "./Messages.css";

/**
 * /messages/to/:userId, where Message leads: the conversation with the member if there is one,
 * else an empty one whose first message starts it.
 */
export default function NewThread() {
  const { userId = "" } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ConversationWithDocument, {
    variables: { userId },
    fetchPolicy: "network-only",
  });
  const sendMessage = useSendMessage();
  const member = data?.user;
  usePageTitle(member ? `Messages with ${member.fullName}` : "Messages");

  if (data?.conversationWith) {
    return <Navigate to={`/messages/${data.conversationWith.id}`} replace />;
  }
  if (loading && !data) return <Spinner heading label="Loading conversation" />;
  if (error && !data) {
    return (
      <div className="note is-red" role="alert">
        <span>{errorMessage(error, "Could not open the conversation.")}</span>
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => refetch().catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!member) {
    return (
      <StatusCard icon={<UserX size={32} />} title="User not found">
        <p className="muted">This member may have left, or the link may be wrong.</p>
        <Link className="btn btn--primary" to="/messages">
          All messages
        </Link>
      </StatusCard>
    );
  }
  return (
    <ThreadView
      member={member}
      messages={[]}
      onSend={async (body) => {
        const message = await sendMessage({ toUserId: member.id, body });
        navigate(`/messages/${message.conversationId}`, { replace: true });
      }}
    />
  );
}
