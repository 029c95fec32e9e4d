import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useToast } from "../../components/Toast/useToast";
import {
  CalendarFeedDocument,
  CreateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";

/** The member's calendar feed and what the panel does with it: make, renew, turn off, copy. */
export function useCalendarFeed() {
  const toast = useToast();
  const query = useQuery(CalendarFeedDocument, { fetchPolicy: "cache-and-network" });
  const [confirming, setConfirming] = useState<"renew" | "revoke" | null>(null);
  const [create, { loading: creating }] = useMutation(CreateCalendarFeedDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: CalendarFeedDocument,
        data: { calendarFeed: data.createCalendarFeed },
      });
    },
  });
  const [revoke, { loading: revoking }] = useMutation(RevokeCalendarFeedDocument, {
    update(cache) {
      cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: null } });
    },
  });
  const failed = (err: unknown) =>
    toast({
      variant: "error",
      title: "Failed",
      description: errorMessage(err, "Please try again"),
    });
  const had = Boolean(query.data?.calendarFeed);

  return {
    ...query,
    feed: query.data?.calendarFeed ?? null,
    confirming,
    setConfirming,
    creating,
    revoking,
    async make() {
      try {
        await create();
        setConfirming(null);
        toast({ variant: "success", title: had ? "New feed address made" : "Calendar feed ready" });
      } catch (err) {
        failed(err);
      }
    },
    async turnOff() {
      try {
        await revoke();
        setConfirming(null);
        toast({ variant: "success", title: "Calendar feed turned off" });
      } catch (err) {
        failed(err);
      }
    },
    async copy(url: string) {
      try {
        await navigator.clipboard.writeText(url);
        toast({ variant: "success", title: "Feed address copied" });
      } catch {
        toast({
          variant: "error",
          title: "Could not copy",
          description: "Select the address and copy it.",
        });
      }
    },
  };
}
