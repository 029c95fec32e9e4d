import { useMutation } from "@apollo/client/react";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { DeleteBusinessDocument, type BusinessDetailFragment } from "../../gql/businesses/graphql";
import { useRemoval } from "../../lib/useRemoval";
import { forgetBusinessLists } from "../Businesses/cache";

const TEXTS = {
  own: {
    title: "Delete business",
    message:
      "Are you sure you want to delete this business? Its recommendations go with it, and opportunities linking to it are unlinked.",
    confirmLabel: "Delete",
    busyLabel: "Deleting…",
    done: { variant: "success", title: "Business deleted" },
    failed: "Failed to delete the business",
  },
  admin: {
    title: "Remove business (admin)",
    message:
      "You are removing someone else's business. Its owner is told, with your reason, and the removal is recorded in the admin audit log.",
    confirmLabel: "Remove",
    busyLabel: "Removing…",
    done: {
      variant: "success",
      title: "Business removed",
      description: "Its owner is told, with your reason.",
    },
    failed: "Failed to remove the business",
    reason: {
      label: "Reason (sent to the owner)",
      maxLength: L.removalReason,
      requiredMessage:
        "Please give a reason for removing this business: its owner is told it, and the audit log keeps it.",
    },
  },
} as const;

/**
 * Deleting one's own business after a confirmation, or an admin removing someone else's with a
 * reason (the owner is told it; the audit log keeps it).
 */
export function useDeleteBusiness(b: BusinessDetailFragment | undefined, asAdmin: boolean) {
  const [remove, { loading }] = useMutation(DeleteBusinessDocument, {
    update: forgetBusinessLists,
  });
  return useRemoval({
    asAdmin,
    texts: TEXTS,
    reasonMin: L.removalReasonMin,
    run: (reason) => (b ? remove({ variables: { id: b.id, reason } }) : Promise.resolve()),
    busy: loading,
    then: "/businesses",
  });
}
