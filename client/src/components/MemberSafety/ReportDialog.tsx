import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { MESSAGE_LIMITS } from "#common/limits";
import { ReportContentDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { useToast } from "../Toast/useToast";

interface Props {
  open: boolean;
  member: { id: string; fullName: string };
  messageId?: string | null;
  onClose(): void;
}

/** A report to the admins: a reason is required; the server's refusal shows under it. */
export function ReportDialog({ open, member, messageId, onClose }: Props) {
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [report, { loading }] = useMutation(ReportContentDocument);

  async function send(reason?: string) {
    try {
      await report({
        variables: {
          input: { userId: member.id, reason: reason ?? "", ...(messageId ? { messageId } : {}) },
        },
      });
      setError(undefined);
      onClose();
      toast({
        variant: "success",
        title: "Report sent",
        description: "The admins will look at it.",
      });
    } catch (failure) {
      setError(errorMessage(failure, "Could not send the report. Please try again."));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      role="dialog"
      title={`Report ${member.fullName}`}
      message={
        messageId
          ? "Tell the admins what is wrong. They will see your reason and this conversation's messages around their latest one."
          : "Tell the admins what is wrong. They will see your reason."
      }
      reason={{
        label: "Reason",
        maxLength: MESSAGE_LIMITS.reportReason,
        requiredMessage: "Give a reason for the report",
        error,
      }}
      confirmLabel="Send report"
      busyLabel="Sending…"
      busy={loading}
      onCancel={() => {
        setError(undefined);
        onClose();
      }}
      onConfirm={(reason) => void send(reason)}
    />
  );
}
