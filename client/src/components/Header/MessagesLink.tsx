import { useQuery } from "@apollo/client/react";
import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { UnreadConversationCountDocument } from "../../gql/graphql";
import { BELL_POLL_MS } from "./NotificationBell";

/** The live subscription, in a chunk of its own: no screen's first JavaScript carries it. */
const LiveMessages = lazy(() => import("./LiveMessages"));

/** "Messages", "Messages, 1 unread conversation", "Messages, 3 unread conversations". */
export const messagesLabel = (unread: number) =>
  unread === 0 ? "Messages" : `Messages, ${unread} unread conversation${unread === 1 ? "" : "s"}`;

/**
 * The header's Messages link with the number of conversations holding unread messages (the bell's
 * pattern: asked every 30 s and on each navigation). It also holds the member's one live
 * subscription (LiveMessages): every message and "seen" reaches the cache through it, whatever
 * screen is open.
 */
export function MessagesLink() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(UnreadConversationCountDocument, {
    pollInterval: BELL_POLL_MS,
  });
  const unread = data?.unreadConversationCount ?? 0;

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    refetch().catch(() => undefined);
  }, [pathname, refetch]);

  return (
    <>
      <Suspense fallback={null}>
        <LiveMessages />
      </Suspense>
      <NavLink
        to="/messages"
        className="app-header__bell app-header__messages"
        aria-label={messagesLabel(unread)}
        title={messagesLabel(unread)}
      >
        <MessageSquare aria-hidden="true" size={20} />
        {unread > 0 && (
          <span className="app-header__bell-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </NavLink>
    </>
  );
}
