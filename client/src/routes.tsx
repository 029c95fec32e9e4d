import { Suspense, type ComponentType } from "react";
import { matchPath, Route, Routes, useLocation } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary";
import { Spinner } from "./components/Spinner";
import { preloadable } from "./lib/preloadable";
import { useApolloAppInfo } from "./lib/useApolloAppInfo";
import { AppInfoSource } from "./lib/useAppInfo";
import Landing from "./pages/Landing/Landing";
import { RequireAdmin } from "./session/RequireAdmin";
import { RequireAuth } from "./session/RequireAuth";

// Everything but the landing page is loaded on demand. This table is itself part of the app shell
// (AppShell.tsx), which a visitor of the landing page without a session does not download (Root.tsx).
const AppLayout = preloadable(() => import("./components/AppLayout"));
const Login = preloadable(() => import("./pages/Login/Login"));
const AuthSuccess = preloadable(() => import("./pages/AuthSuccess/AuthSuccess"));
const SignInLink = preloadable(() => import("./pages/SignInLink/SignInLink"));
const CompleteProfile = preloadable(() => import("./pages/CompleteProfile/CompleteProfile"));
const Dashboard = preloadable(() => import("./pages/Dashboard/Dashboard"));
const ApiTokens = preloadable(() => import("./pages/ApiTokens/ApiTokens"));
const OpportunityList = preloadable(() => import("./pages/Opportunities/OpportunityList"));
const PostOpportunity = preloadable(() => import("./pages/Opportunities/PostOpportunity"));
const OpportunityDetail = preloadable(() => import("./pages/Opportunities/OpportunityDetail"));
const EditOpportunity = preloadable(() => import("./pages/Opportunities/EditOpportunity"));
const Directory = preloadable(() => import("./pages/Directory/Directory"));
const Search = preloadable(() => import("./pages/Search/Search"));
const NotFound = preloadable(() => import("./pages/NotFound/NotFound"));
const Profile = preloadable(() => import("./pages/Profile/Profile"));
const MemberProfile = preloadable(() => import("./pages/MemberProfile/MemberProfile"));
const Admin = preloadable(() => import("./pages/Admin/Admin"));
const AdminUsers = preloadable(() => import("./pages/AdminUsers/AdminUsers"));
const AdminRoster = preloadable(() => import("./pages/AdminRoster/AdminRoster"));
const Notifications = preloadable(() => import("./pages/Notifications/Notifications"));
const NotificationSettings = preloadable(
  () => import("./pages/Notifications/NotificationSettings"),
);
const Unsubscribe = preloadable(() => import("./pages/Notifications/Unsubscribe"));
const SavedSearches = preloadable(() => import("./pages/SavedSearches/SavedSearches"));
const Account = preloadable(() => import("./pages/Account/Account"));
const EventList = preloadable(() => import("./pages/Events/EventList"));
const NewEvent = preloadable(() => import("./pages/Events/NewEvent"));
const EventDetail = preloadable(() => import("./pages/Events/EventDetail"));
const EditEvent = preloadable(() => import("./pages/Events/EditEvent"));
const Connections = preloadable(() => import("./pages/Connections/Connections"));
const Messages = preloadable(() => import("./pages/Messages/Messages"));
const Thread = preloadable(() => import("./pages/Messages/Thread"));
const NewThread = preloadable(() => import("./pages/Messages/NewThread"));
const Mentors = preloadable(() => import("./pages/Mentors/Mentors"));
const Mentorship = preloadable(() => import("./pages/Mentorship/Mentorship"));
const AdminMentorship = preloadable(() => import("./pages/AdminMentorship/AdminMentorship"));
const Businesses = preloadable(() => import("./pages/Businesses/Businesses"));
const BusinessDetail = preloadable(() => import("./pages/BusinessDetail/BusinessDetail"));
const BusinessForm = preloadable(() => import("./pages/BusinessForm/BusinessForm"));

/** Who may open a screen: anyone, signed-in members (in the AppLayout frame), or admins. */
type Access = "public" | "member" | "admin";

interface Screen {
  path: string;
  access: Access;
  Component: ComponentType & { preload(): Promise<unknown> };
}

/** Every screen but the landing page and NotFound, by path: the routes and `preloadRoute` read it. */
const SCREENS: Screen[] = [
  { path: "/login", access: "public", Component: Login },
  { path: "/auth/success", access: "public", Component: AuthSuccess },
  { path: "/auth/link", access: "public", Component: SignInLink },
  { path: "/unsubscribe/:token", access: "public", Component: Unsubscribe },
  { path: "/profile/complete", access: "member", Component: CompleteProfile },
  { path: "/dashboard", access: "member", Component: Dashboard },
  { path: "/profile", access: "member", Component: Profile },
  { path: "/profile/api-tokens", access: "member", Component: ApiTokens },
  { path: "/user/:userId", access: "member", Component: MemberProfile },
  { path: "/directory", access: "member", Component: Directory },
  { path: "/search", access: "member", Component: Search },
  { path: "/saved-searches", access: "member", Component: SavedSearches },
  { path: "/notifications", access: "member", Component: Notifications },
  { path: "/connections", access: "member", Component: Connections },
  { path: "/messages", access: "member", Component: Messages },
  { path: "/messages/to/:userId", access: "member", Component: NewThread },
  { path: "/messages/:conversationId", access: "member", Component: Thread },
  { path: "/settings/notifications", access: "member", Component: NotificationSettings },
  { path: "/settings/account", access: "member", Component: Account },
  { path: "/opportunities", access: "member", Component: OpportunityList },
  { path: "/opportunities/new", access: "member", Component: PostOpportunity },
  { path: "/opportunities/:opportunityId", access: "member", Component: OpportunityDetail },
  { path: "/opportunities/:opportunityId/edit", access: "member", Component: EditOpportunity },
  { path: "/events", access: "member", Component: EventList },
  { path: "/events/new", access: "member", Component: NewEvent },
  { path: "/events/:eventId", access: "member", Component: EventDetail },
  { path: "/events/:eventId/edit", access: "member", Component: EditEvent },
  { path: "/mentors", access: "member", Component: Mentors },
  { path: "/mentorship", access: "member", Component: Mentorship },
  { path: "/businesses", access: "member", Component: Businesses },
  { path: "/businesses/new", access: "member", Component: BusinessForm },
  { path: "/businesses/:businessId", access: "member", Component: BusinessDetail },
  { path: "/businesses/:businessId/edit", access: "member", Component: BusinessForm },
  { path: "/admin", access: "admin", Component: Admin },
  { path: "/admin/users", access: "admin", Component: AdminUsers },
  { path: "/admin/roster", access: "admin", Component: AdminRoster },
  { path: "/admin/mentorship", access: "admin", Component: AdminMentorship },
];

const routesFor = (access: Access) =>
  SCREENS.filter((s) => s.access === access).map(({ path, Component }) => (
    <Route key={path} path={path} element={<Component />} />
  ));

/**
 * Fetches the chunks the screen at `pathname` needs (the frame of the signed-in pages with it; the
 * sign-in page instead when there is no session, as the guard will send the visitor there), so the
 * entry can render it in one go. Resolves either way: a chunk that fails loads again on render,
 * where the error boundary and the chunk-reload handler deal with it.
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  if (pathname === "/") return Promise.resolve();
  const screen = SCREENS.find(({ path }) => matchPath(path, pathname));
  const screens = !screen
    ? [NotFound]
    : screen.access === "public"
      ? [screen.Component]
      : signedIn
        ? [AppLayout, screen.Component]
        : [Login];
  return Promise.all(screens.map((screen) => screen.preload())).catch(() => {});
}

/**
 * The route table of the product, in one place. Each screen names itself with `usePageTitle`;
 * an error boundary catches what a screen (or a lazy chunk) throws, and clears on navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <AppInfoSource.Provider value={useApolloAppInfo}>
      <ErrorBoundary resetKey={pathname} standalone>
        <Suspense fallback={<Spinner fullPage label="Loading page" />}>
          <Routes>
            <Route path="/" element={<Landing />} />
            {routesFor("public")}

            <Route element={<RequireAuth />}>
              <Route element={<AppLayout />}>
                {routesFor("member")}
                <Route element={<RequireAdmin />}>{routesFor("admin")}</Route>
              </Route>
            </Route>

            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </AppInfoSource.Provider>
  );
}
