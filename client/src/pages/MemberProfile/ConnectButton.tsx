import { useMutation } from "@apollo/client/react";
import { Check, Clock, MessageSquare, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CONNECTION_LIMITS } from "#common/limits";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/useToast";
import {
  AcceptConnectionDocument,
  RequestConnectionDocument,
  type ViewerConnectionState,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";

interface Props {
  memberId: string;
  memberName: string;
  /** Where the signed-in member stands with the member (null on one's own page). */
  connection: { state: ViewerConnectionState; connectionId?: string | null } | null | undefined;
  /** Whether both may connect: the viewer and the member are verified. */
  canConnect: boolean;
}

/**
 * The member page's connection button: Connect (with an optional note), Request sent, Accept, or
 * Message (the conversation, or a new one). The
 * state is the server's (`viewerConnection`); the mutations answer the member with their new state,
 * so the cache updates the page.
 */
export function ConnectButton({ memberId, memberName, connection, canConnect }: Props) {
  const toast = useToast();
  const onError = (error: unknown) =>
    toast({ variant: "error", title: errorMessage(error, "Could not update the connection") });
  const [request, requesting] = useMutation(RequestConnectionDocument);
  const [asking, setAsking] = useState(false);
  const [accept, accepting] = useMutation(AcceptConnectionDocument);
  if (!connection) return null;

  switch (connection.state) {
    case "NONE":
      if (!canConnect) return null;
      return (
        <>
          <button
            type="button"
            className="btn btn--primary btn--small member__connect"
            disabled={requesting.loading}
            onClick={() => setAsking(true)}
          >
            <UserPlus aria-hidden="true" size={16} /> Connect
          </button>
          <ConfirmDialog
            open={asking}
            role="dialog"
            title={`Connect with ${memberName}`}
            message="Add a note to say who you are or why you would like to connect (optional)."
            reason={{
              label: "Note (optional)",
              maxLength: CONNECTION_LIMITS.note,
              optional: true,
            }}
            confirmLabel="Send request"
            busyLabel="Sending…"
            busy={requesting.loading}
            onCancel={() => setAsking(false)}
            onConfirm={(note) =>
              void request({
                variables: { input: { userId: memberId, ...(note ? { note } : {}) } },
              }).then(
                (r) => {
                  setAsking(false);
                  if (r.data) toast({ variant: "success", title: `Request sent to ${memberName}` });
                },
                (error: unknown) => {
                  setAsking(false);
                  onError(error);
                },
              )
            }
          />
        </>
      );
    case "REQUEST_SENT":
      return (
        <button type="button" className="btn btn--secondary btn--small member__connect" disabled>
          <Clock aria-hidden="true" size={16} /> Request sent
        </button>
      );
    case "REQUEST_RECEIVED":
      return (
        <button
          type="button"
          className="btn btn--primary btn--small member__connect"
          disabled={accepting.loading || !connection.connectionId}
          onClick={() =>
            void accept({ variables: { id: connection.connectionId! } }).then((r) => {
              if (r.data)
                toast({ variant: "success", title: `You are connected with ${memberName}` });
            }, onError)
          }
        >
          <Check aria-hidden="true" size={16} /> Accept
        </button>
      );
    case "CONNECTED":
      return (
        <Link
          to={`/messages/to/${memberId}`}
          className="btn btn--primary btn--small member__connect"
        >
          <MessageSquare aria-hidden="true" size={16} /> Message
        </Link>
      );
  }
}
