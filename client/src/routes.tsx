import { Suspense } from "react";
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

/** The screens of the signed-in frame (AppLayout) and the public ones, by path, for `preloadRoute`. */
const FRAMED = {
  "/profile/complete": CompleteProfile,
  "/dashboard": Dashboard,
  "/profile": Profile,
  "/profile/api-tokens": ApiTokens,
  "/user/:userId": MemberProfile,
  "/directory": Directory,
  "/search": Search,
  "/opportunities": OpportunityList,
  "/opportunities/new": PostOpportunity,
  "/opportunities/:opportunityId": OpportunityDetail,
  "/opportunities/:opportunityId/edit": EditOpportunity,
  "/admin": Admin,
  "/admin/users": AdminUsers,
};
const PUBLIC = { "/login": Login, "/auth/success": AuthSuccess, "/auth/link": SignInLink };

/**
 * Fetches the chunks the screen at `pathname` needs (the frame of the signed-in pages with it; the
 * sign-in page instead when there is no session, as the guard will send the visitor there), so the
 * entry can render it in one go. Resolves either way: a chunk that fails loads again on render,
 * where the error boundary and the chunk-reload handler deal with it.
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  if (pathname === "/") return Promise.resolve();
  const find = (table: Record<string, { preload(): Promise<unknown> }>) =>
    Object.entries(table).find(([path]) => matchPath(path, pathname))?.[1];
  const framed = find(FRAMED);
  const screens = !framed ? [find(PUBLIC) ?? NotFound] : signedIn ? [AppLayout, framed] : [Login];
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
            <Route path="/login" element={<Login />} />
            <Route path="/auth/success" element={<AuthSuccess />} />
            <Route path="/auth/link" element={<SignInLink />} />

            <Route element={<RequireAuth />}>
              <Route element={<AppLayout />}>
                <Route path="/profile/complete" element={<CompleteProfile />} />
                <Route path="/dashboard" element={<Dashboard />} />
                <Route path="/profile" element={<Profile />} />
                <Route path="/profile/api-tokens" element={<ApiTokens />} />
                <Route path="/user/:userId" element={<MemberProfile />} />
                <Route path="/directory" element={<Directory />} />
                <Route path="/search" element={<Search />} />
                <Route path="/opportunities" element={<OpportunityList />} />
                <Route path="/opportunities/new" element={<PostOpportunity />} />
                <Route path="/opportunities/:opportunityId" element={<OpportunityDetail />} />
                <Route path="/opportunities/:opportunityId/edit" element={<EditOpportunity />} />
                <Route element={<RequireAdmin />}>
                  <Route path="/admin" element={<Admin />} />
                  <Route path="/admin/users" element={<AdminUsers />} />
                </Route>
              </Route>
            </Route>

            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </AppInfoSource.Provider>
  );
}
