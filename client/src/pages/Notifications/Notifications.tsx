import { Bell, BellOff, CheckCheck, Settings } from "lucide-react";
import { useEffect } from "react";
import { useApolloClient } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  NotificationsDocument,
  UnreadNotificationsDocument,
  type NotificationRowFragment,
  type NotificationsQuery,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMarkRead } from "./useMarkRead";
import "./Notifications.css";

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** An app path the router can open ("/user/1"); anything else is shown without a link. */
const isAppPath = (url: string) => url.startsWith("/") && !url.startsWith("//");

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * /notifications: what the network told the member, newest first, a page at a time. Opening one
 * marks it read and goes to its page; "Mark all as read" clears the bell.
 */
export default function Notifications() {
  usePageTitle("Notifications");
  const toast = useToast();
  const client = useApolloClient();
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    NotificationsDocument,
    {
      variables: { first: NOTIFICATIONS_PAGE_SIZE },
      fetchPolicy: "cache-and-network",
      pageEnd: (d) => d.notifications,
      onLoadMoreError: (e) =>
        toast({
          variant: "error",
          title: "Could not load more notifications",
          description: errorMessage(e, "Please try again"),
        }),
    },
  );
  const [markRead, { loading: marking }] = useMarkRead();
  const page = data?.notifications;
  const unread = page?.unread ?? 0;

  // The list's unread count is the newest figure: the bell shows it too.
  useEffect(() => {
    if (page === undefined) return;
    const held = client.readQuery({ query: UnreadNotificationsDocument });
    if (held?.unreadNotifications === page.unread) return;
    client.writeQuery({
      query: UnreadNotificationsDocument,
      data: { unreadNotifications: page.unread },
    });
  }, [client, page]);

  async function markAll() {
    try {
      await markRead(page?.nodes ?? [], true);
      toast({ variant: "success", title: "All notifications marked as read" });
    } catch (e) {
      toast({
        variant: "error",
        title: "Could not mark them as read",
        description: errorMessage(e, "Please try again"),
      });
    }
  }

  // Opening one marks it read on the way (the page it opens does not wait for the answer).
  function open(notification: NotificationRowFragment) {
    if (!notification.read) markRead([notification]).catch(() => undefined);
  }

  return (
    <div className="alerts-page">
      <header className="alerts-head">
        <div>
          <h1>
            <Bell aria-hidden="true" size={26} /> Notifications
          </h1>
          <p className="muted" aria-live="polite">
            {page ? (unread > 0 ? `${unread} unread` : "All caught up") : "\u00a0"}
          </p>
        </div>
        <div className="alerts-head__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={markAll}
            disabled={!page || unread === 0 || marking}
          >
            <CheckCheck aria-hidden="true" size={18} />
            {marking ? "Marking…" : "Mark all as read"}
          </button>
          <Link to="/settings/notifications" className="btn btn--ghost">
            <Settings aria-hidden="true" size={18} /> Notification settings
          </Link>
        </div>
      </header>

      <NotificationsBody
        page={page}
        loading={loading}
        error={error}
        loadingMore={loadingMore}
        onRetry={() => refetch().catch(() => undefined)}
        onLoadMore={loadMore}
        onOpen={open}
      />
    </div>
  );
}

interface BodyProps {
  page: NotificationsQuery["notifications"] | undefined;
  loading: boolean;
  error: unknown;
  loadingMore: boolean;
  onRetry(): void;
  onLoadMore(): void;
  onOpen(notification: NotificationRowFragment): void;
}

/** The list, or its loading, empty or error state. */
function NotificationsBody({
  page,
  loading,
  error,
  loadingMore,
  onRetry,
  onLoadMore,
  onOpen,
}: BodyProps) {
  return error && !page ? (
    <div className="note is-red" role="alert">
      <span>{errorMessage(error, "Could not load your notifications.")}</span>
      <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  ) : loading && !page ? (
    <Spinner label="Loading notifications" />
  ) : page && page.nodes.length === 0 ? (
    <div className="alerts-empty">
      <BellOff aria-hidden="true" size={32} />
      <p className="alerts-empty__title">No notifications yet</p>
      <p>
        Save a search on <Link to="/search">Smart Search</Link> to hear when new ISTCians match it.
      </p>
    </div>
  ) : page ? (
    <>
      <ul className="notification-list" aria-label="Notifications">
        {page.nodes.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={onOpen} />
        ))}
      </ul>
      <LoadMore
        hasMore={page.hasNextPage}
        loading={loadingMore}
        onLoadMore={onLoadMore}
        label="Show older notifications"
      />
    </>
  ) : null;
}

interface ItemProps {
  notification: NotificationRowFragment;
  onOpen(notification: NotificationRowFragment): void;
}

/** One notification: its title opens it (the whole card is the title's link for a pointer). */
function NotificationItem({ notification: n, onOpen }: ItemProps) {
  return (
    <li className={`notification card${n.read ? "" : " notification--unread"}`}>
      <p className="notification__title">
        {!n.read && <span className="notification__dot" aria-hidden="true" />}
        {isAppPath(n.url) ? (
          <Link to={n.url} className="notification__link" onClick={() => onOpen(n)}>
            {n.title}
            {!n.read && <span className="sr-only"> (unread)</span>}
          </Link>
        ) : (
          <span>{n.title}</span>
        )}
      </p>
      <p className="notification__body">{n.body}</p>
      <p className="notification__time muted">
        <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
      </p>
    </li>
  );
}
