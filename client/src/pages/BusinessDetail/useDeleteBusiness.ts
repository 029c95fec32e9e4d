import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { useToast } from "../../components/Toast/useToast";
import { DeleteBusinessDocument, type BusinessDetailFragment } from "../../gql/businesses/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";
import { forgetBusinessLists } from "../Businesses/cache";

/** An admin's reason: the owner is told it, the audit log keeps it (the server's bounds). */
const REASON = { min: L.removalReasonMin, max: L.removalReason } as const;

const REASON_REQUIRED =
  "Please give a reason for removing this business: its owner is told it, and the audit log keeps it.";

/**
 * Deleting one's own business after a confirmation, or an admin removing someone else's with a
 * reason (the owner is told it; the audit log keeps it). Returns what opens the confirmation and
 * the confirmation's props.
 */
export function useDeleteBusiness(b: BusinessDetailFragment | undefined, asAdmin: boolean) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const [remove, { loading }] = useMutation(DeleteBusinessDocument, {
    update: forgetBusinessLists,
  });

  async function confirm(reason?: string) {
    if (!b) return;
    setReasonError(undefined);
    if (asAdmin && (reason ?? "").length < REASON.min) {
      return setReasonError(`The reason must be at least ${REASON.min} characters`);
    }
    try {
      await remove({ variables: { id: b.id, reason: asAdmin ? reason : null } });
    } catch (err) {
      const { reason: refused } = serverFieldErrors(err, ["reason"] as const);
      if (refused) return setReasonError(refused);
      toast({
        variant: "error",
        title: asAdmin ? "Failed to remove the business" : "Failed to delete the business",
        description: errorMessage(err, "Please try again"),
      });
      return;
    }
    setConfirming(false);
    toast(
      asAdmin
        ? {
            variant: "success",
            title: "Business removed",
            description: "Its owner is told, with your reason.",
          }
        : { variant: "success", title: "Business deleted" },
    );
    navigate("/businesses", { replace: true });
  }

  const texts = asAdmin
    ? {
        title: "Remove business (admin)",
        message:
          "You are removing someone else's business. Its owner is told, with your reason, and the removal is recorded in the admin audit log.",
        confirmLabel: "Remove",
        busyLabel: "Removing…",
        reason: {
          label: "Reason (sent to the owner)",
          maxLength: REASON.max,
          requiredMessage: REASON_REQUIRED,
          error: reasonError,
        },
      }
    : {
        title: "Delete business",
        message:
          "Are you sure you want to delete this business? Its recommendations go with it, and opportunities linking to it are unlinked.",
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
      busy: loading,
      destructive: true,
      role: asAdmin ? ("dialog" as const) : ("alertdialog" as const),
      onConfirm: (reason?: string) => void confirm(reason),
      onCancel: () => setConfirming(false),
    },
  };
}
