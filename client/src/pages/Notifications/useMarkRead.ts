import { isReference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  MarkNotificationsReadDocument,
  UnreadNotificationsDocument,
  type NotificationRowFragment,
} from "../../gql/graphql";

/**
 * Marks notifications read (these, or all of them) and puts the answer in the cache at once: the
 * notifications held read, the list's unread count and the bell's count (the server's figure).
 */
export function useMarkRead() {
  const [mark, state] = useMutation(MarkNotificationsReadDocument);

  const markRead = useCallback(
    (notifications: readonly Pick<NotificationRowFragment, "id">[], all = false) =>
      mark({
        variables: all ? {} : { ids: notifications.map((n) => n.id) },
        update(cache, { data }) {
          if (data === undefined || data === null) return;
          const unread = data.markNotificationsRead;
          for (const n of notifications) {
            cache.modify({
              id: cache.identify({ __typename: "Notification", id: n.id }),
              fields: { read: () => true },
            });
          }
          cache.modify({
            fields: {
              notifications: (existing) =>
                isReference(existing) ? existing : { ...existing, unread },
            },
          });
          cache.writeQuery({
            query: UnreadNotificationsDocument,
            data: { unreadNotifications: unread },
          });
        },
      }),
    [mark],
  );

  return [markRead, state] as const;
}
