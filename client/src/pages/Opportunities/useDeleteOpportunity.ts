import { useMutation } from "@apollo/client/react";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import {
  DeleteOpportunityDocument,
  type OpportunityDetailFragment,
} from "../../gql/opportunities/graphql";
import { useRemoval } from "../../lib/useRemoval";
import { forgetBoard } from "./cache";

const TEXTS = {
  own: {
    title: "Delete opportunity",
    message: "Are you sure you want to delete this opportunity?",
    confirmLabel: "Delete",
    busyLabel: "Deleting…",
    done: { variant: "success", title: "Opportunity deleted successfully" },
    failed: "Failed to delete opportunity",
    role: "dialog",
  },
  admin: {
    title: "Remove opportunity (admin)",
    message:
      "You are removing someone else's post. Its poster is told by e-mail, with your reason, and the removal is recorded in the admin audit log.",
    confirmLabel: "Remove",
    busyLabel: "Removing…",
    done: {
      variant: "success",
      title: "Opportunity removed",
      description: "The poster is told by e-mail, with your reason.",
    },
    failed: "Failed to remove opportunity",
    reason: {
      label: "Reason (sent to the poster)",
      maxLength: L.removalReason,
      requiredMessage:
        "Please give a reason for removing this post: the poster is told it by e-mail.",
    },
  },
} as const;

/**
 * Deleting a post after a confirmation, or (the server's `viewerRemovesAsAdmin`) an admin removing
 * someone else's, with a reason the poster is sent by e-mail and the audit log keeps.
 */
export function useDeleteOpportunity(o: OpportunityDetailFragment | undefined) {
  const [remove, { loading }] = useMutation(DeleteOpportunityDocument, { update: forgetBoard });
  return useRemoval({
    asAdmin: Boolean(o?.viewerRemovesAsAdmin),
    texts: TEXTS,
    run: (reason) => (o ? remove({ variables: { id: o.id, reason } }) : Promise.resolve()),
    busy: loading,
    then: "/opportunities",
  });
}
