import { ACCOUNT_DELETION } from "#common/limits";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import type { useErasure } from "./useErasure";

/** The confirmation of an account deletion: what goes, and the reason the audit log keeps. */
export function EraseMemberDialog({ erasure }: { erasure: ReturnType<typeof useErasure> }) {
  const name = erasure.asking?.fullName ?? "This member";
  return (
    <ConfirmDialog
      open={erasure.asking !== null}
      title="Delete this account?"
      message={`${name}'s profile, photo, posts and sessions are deleted for good. Messages they sent stay with the members they wrote to, from "Deleted member".`}
      reason={{
        label: "Reason (for the audit log)",
        maxLength: ACCOUNT_DELETION.reason,
        requiredMessage: "Say why the account is deleted",
        error: erasure.refusal,
      }}
      confirmLabel="Delete account"
      busyLabel="Deleting…"
      busy={erasure.busy}
      destructive
      onCancel={erasure.cancel}
      onConfirm={(reason) => void erasure.erase(reason)}
    />
  );
}
