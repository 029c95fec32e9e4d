import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { useToast } from "../../components/Toast/useToast";
import {
  DeleteOpportunityDocument,
  type OpportunityDetailFragment,
} from "../../gql/opportunities/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";
import { forgetBoard } from "./cache";

const REASON_REQUIRED =
  "Please give a reason for removing this post: the poster is told it by e-mail.";

/**
 * Deleting a post after a confirmation, or (the server's `viewerRemovesAsAdmin`) an admin removing
 * someone else's, with a reason the poster is sent by e-mail and the audit log keeps. Returns what
 * opens the confirmation and the confirmation's props.
 */
export function useDeleteOpportunity(o: OpportunityDetailFragment | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const [remove, { loading: deleting }] = useMutation(DeleteOpportunityDocument, {
    update: forgetBoard,
  });
  const asAdmin = Boolean(o?.viewerRemovesAsAdmin);

  async function confirmDelete(reason?: string) {
    if (!o) return;
    setReasonError(undefined);
    try {
      await remove({ variables: { id: o.id, reason: reason ?? null } });
    } catch (err) {
      const { reason: refused } = serverFieldErrors(err, ["reason"] as const);
      if (refused) return setReasonError(refused);
      toast({
        variant: "error",
        title: asAdmin ? "Failed to remove opportunity" : "Failed to delete opportunity",
        description: errorMessage(err, "Please try again"),
      });
      return;
    }
    setConfirming(false);
    toast(
      asAdmin
        ? {
            variant: "success",
            title: "Opportunity removed",
            description: "The poster is told by e-mail, with your reason.",
          }
        : { variant: "success", title: "Opportunity deleted successfully" },
    );
    navigate("/opportunities", { replace: true });
  }

  const texts = asAdmin
    ? {
        title: "Remove opportunity (admin)",
        message:
          "You are removing someone else's post. Its poster is told by e-mail, with your reason, and the removal is recorded in the admin audit log.",
        confirmLabel: "Remove",
        busyLabel: "Removing…",
        reason: {
          label: "Reason (sent to the poster)",
          maxLength: L.removalReason,
          requiredMessage: REASON_REQUIRED,
          error: reasonError,
        },
      }
    : {
        title: "Delete opportunity",
        message: "Are you sure you want to delete this opportunity?",
        confirmLabel: "Delete",
        busyLabel: "Deleting…",
      };

  return {
    ask() {
      setReasonError(undefined);
      setConfirming(true);
    },
    dialog: {
      ...texts,
      open: confirming,
      busy: deleting,
      destructive: true,
      role: "dialog" as const,
      onConfirm: (reason?: string) => void confirmDelete(reason),
      onCancel: () => setConfirming(false),
    },
  };
}
