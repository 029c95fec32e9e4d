import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useToast } from "../../components/Toast/useToast";
import { AdminStatsDocument } from "../../gql/graphql";
import {
  AdminAuditLogDocument,
  EraseMemberDocument,
  type AdminUserCard_UserFragment,
} from "../../gql/admin/graphql";
import { errorMessage } from "../../lib/errors";

const REFRESH = [AdminStatsDocument, AdminAuditLogDocument];

/**
 * Deleting a member's account from the admin list: `asking` is the member the confirmation is
 * open for; `erase(reason)` runs it, removes the card from the cached list and says so.
 */
export function useErasure() {
  const toast = useToast();
  const [asking, setAsking] = useState<AdminUserCard_UserFragment | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [eraseMember, { loading }] = useMutation(EraseMemberDocument, {
    refetchQueries: REFRESH,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: "User", id: data.eraseMember }) });
      cache.gc();
    },
  });

  async function erase(reason = "") {
    if (!asking) return;
    const member = asking;
    setRefusal(undefined);
    try {
      await eraseMember({ variables: { userId: member.id, reason } });
      setAsking(null);
      toast({ variant: "success", title: `The account of ${member.fullName} has been deleted` });
    } catch (error) {
      setRefusal(errorMessage(error, "Failed to delete the account"));
    }
  }

  return {
    asking,
    busy: loading,
    refusal,
    ask: (member: AdminUserCard_UserFragment) => {
      setRefusal(undefined);
      setAsking(member);
    },
    cancel: () => setAsking(null),
    erase,
  };
}
