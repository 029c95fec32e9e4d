import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useToast } from "../../components/Toast/useToast";
import { AdminStatsDocument } from "../../gql/graphql";
import {
  AdminAuditLogDocument,
  SetVerificationDocument,
  type AdminUserCard_UserFragment,
} from "../../gql/admin/graphql";

const REFRESH = [AdminStatsDocument, AdminAuditLogDocument];

/** Verifying or unverifying members; `busy` holds the ids whose change is on its way. */
export function useVerification() {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [setVerification] = useMutation(SetVerificationDocument, { refetchQueries: REFRESH });

  /** Resolves to whether the change was made (and said). */
  async function change(targets: AdminUserCard_UserFragment[], isVerified: boolean) {
    const ids = targets.map((u) => u.id);
    setBusy((b) => new Set([...b, ...ids]));
    try {
      await setVerification({ variables: { input: { userIds: ids, isVerified } } });
      const verb = isVerified ? "verified" : "unverified";
      toast({
        variant: "success",
        title:
          targets.length === 1
            ? `User ${targets[0].fullName} ${verb} successfully`
            : `${targets.length} users ${verb} successfully`,
      });
      return true;
    } catch {
      toast({ variant: "error", title: "Failed to update verification status" });
      return false;
    } finally {
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
    }
  }

  return { busy, change };
}
