import { useQuery } from "@apollo/client/react";
import { Bell } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { UnreadNotificationsDocument } from "../../gql/graphql";

/** How often the bell asks for the unread count while a page stays open. */
export const BELL_POLL_MS = 30_000;

/** "Notifications", "Notifications, 1 unread", "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

/**
 * The bell in the header of the signed-in pages: a link to /notifications with the unread count.
 * The count is asked again every 30 s and on every navigation; marking notifications read updates
 * it at once (the answer writes this query). Until the first answer (and when it fails) the bell
 * shows no count.
 */
export function NotificationBell() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(UnreadNotificationsDocument, { pollInterval: BELL_POLL_MS });
  const unread = data?.unreadNotifications ?? 0;

  // A navigation asks again (not the first render: the query itself has just asked).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    refetch().catch(() => undefined);
  }, [pathname, refetch]);

  return (
    <NavLink
      to="/notifications"
      className="app-header__bell"
      aria-label={bellLabel(unread)}
      title={bellLabel(unread)}
    >
      <Bell aria-hidden="true" size={20} />
      {unread > 0 && (
        <span className="app-header__bell-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </NavLink>
  );
}
