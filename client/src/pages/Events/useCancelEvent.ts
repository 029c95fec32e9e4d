import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { EVENT_LIMITS as L } from "#common/limits";
import { useToast } from "../../components/Toast/useToast";
import { CancelEventDocument, type EventDetailFragment } from "../../gql/events/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";
import { forgetEventLists } from "./cache";

const REASON_REQUIRED =
  "Please give a reason for cancelling this event: it is recorded in the admin audit log.";

/**
 * Cancelling an event after a confirmation. Its organiser may give a reason or not; an admin
 * cancelling someone else's event must give one, for the audit log.
 * Members going are told either way. Returns what opens the dialog and the dialog's props.
 */
export function useCancelEvent(e: EventDetailFragment | undefined, isAdmin: boolean) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const [cancel, { loading }] = useMutation(CancelEventDocument, { update: forgetEventLists });
  const asAdmin = Boolean(e && isAdmin && e.viewerCanCancel && !e.viewerIsOrganizer);

  async function confirm(reason?: string) {
    if (!e) return;
    setReasonError(undefined);
    try {
      await cancel({ variables: { id: e.id, reason: reason ?? null } });
    } catch (err) {
      const { reason: refused } = serverFieldErrors(err, ["reason"] as const);
      if (refused) return setReasonError(refused);
      toast({
        variant: "error",
        title: "Failed to cancel the event",
        description: errorMessage(err, "Please try again"),
      });
      return;
    }
    setOpen(false);
    toast({
      variant: "success",
      title: "Event cancelled",
      description: "Members who answered are told by e-mail.",
    });
  }

  return {
    ask() {
      setReasonError(undefined);
      setOpen(true);
    },
    dialog: {
      open,
      title: asAdmin ? "Cancel event (admin)" : "Cancel this event?",
      message: asAdmin
        ? "You are cancelling someone else's event. Its members are told, and the cancellation is recorded in the admin audit log with your reason."
        : "Members who answered are told it is cancelled. This cannot be undone.",
      confirmLabel: "Cancel event",
      cancelLabel: "Keep event",
      busyLabel: "Cancelling…",
      busy: loading,
      destructive: true,
      role: asAdmin ? ("dialog" as const) : ("alertdialog" as const),
      reason: asAdmin
        ? {
            label: "Reason (kept in the audit log)",
            maxLength: L.cancelReason,
            requiredMessage: REASON_REQUIRED,
            error: reasonError,
          }
        : undefined,
      onConfirm: (reason?: string) => void confirm(reason),
      onCancel: () => setOpen(false),
    },
  };
}
