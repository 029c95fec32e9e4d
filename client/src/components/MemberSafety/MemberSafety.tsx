import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { Ban, Flag, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { BlockMemberDocument, UnblockMemberDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { useToast } from "../Toast/useToast";
import { ReportDialog } from "./ReportDialog";
import "./MemberSafety.css";

interface Props {
  member: { id: string; fullName: string; viewerBlocked?: boolean | null };
  /** In a conversation: the message a report is about (their latest), shown to the admins in context. */
  messageId?: string | null;
}

/** Blocking ends the connection and any request, both ways: the member page offers neither. */
function markBlocked(cache: ApolloCache, userId: string, blocked: boolean) {
  cache.modify({
    id: cache.identify({ __typename: "User", id: userId }),
    fields: {
      viewerBlocked: () => blocked,
      ...(blocked
        ? {
            viewerConnection: () => ({
              __typename: "ViewerConnection",
              state: "NONE",
              connectionId: null,
            }),
          }
        : {}),
    },
  });
}

/**
 * Block / Unblock and Report for a member (their page, a conversation). Blocking asks first; they
 * are not told. A report needs a reason, which the admins read in the moderation queue.
 */
export function MemberSafety({ member, messageId }: Props) {
  const toast = useToast();
  const [dialog, setDialog] = useState<"block" | "report" | null>(null);
  const [block, blocking] = useMutation(BlockMemberDocument, {
    update: (cache) => markBlocked(cache, member.id, true),
  });
  const [unblock, unblocking] = useMutation(UnblockMemberDocument, {
    update: (cache) => markBlocked(cache, member.id, false),
  });
  if (member.viewerBlocked == null) return null; // Visitors and one's own page.

  const fail = (title: string) => (error: unknown) =>
    toast({ variant: "error", title, description: errorMessage(error, "Please try again") });

  async function confirmBlock() {
    try {
      await block({ variables: { userId: member.id } });
      toast({ variant: "success", title: `${member.fullName} is blocked` });
    } catch (error) {
      fail("Could not block the member")(error);
    }
    setDialog(null);
  }

  return (
    <div className="member-safety">
      {member.viewerBlocked ? (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={unblocking.loading}
          onClick={() =>
            void unblock({ variables: { userId: member.id } }).then(
              () => toast({ variant: "success", title: `${member.fullName} is unblocked` }),
              fail("Could not unblock the member"),
            )
          }
        >
          <ShieldCheck aria-hidden="true" size={16} /> Unblock
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setDialog("block")}
        >
          <Ban aria-hidden="true" size={16} /> Block
        </button>
      )}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => setDialog("report")}
      >
        <Flag aria-hidden="true" size={16} /> Report
      </button>
      <ConfirmDialog
        open={dialog === "block"}
        title={`Block ${member.fullName}?`}
        message="They will not be able to message you or ask to connect, and your connection or requests between you end. They are not told."
        confirmLabel="Block"
        busyLabel="Blocking…"
        destructive
        busy={blocking.loading}
        onCancel={() => setDialog(null)}
        onConfirm={() => void confirmBlock()}
      />
      <ReportDialog
        open={dialog === "report"}
        member={member}
        messageId={messageId}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
