import { lazy, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary";
import { Spinner } from "./components/Spinner";
import { useApolloAppInfo } from "./lib/useApolloAppInfo";
import { AppInfoSource } from "./lib/useAppInfo";
import Landing from "./pages/Landing/Landing";
import { RequireAdmin } from "./session/RequireAdmin";
import { RequireAuth } from "./session/RequireAuth";

// Everything but the landing page is loaded on demand. This table is itself part of the app shell
// (AppShell.tsx), which a visitor of the landing page without a session does not download (Root.tsx).
const AppLayout = lazy(() => import("./components/AppLayout"));
const Login = lazy(() => import("./pages/Login/Login"));
const AuthSuccess = lazy(() => import("./pages/AuthSuccess/AuthSuccess"));
const CompleteProfile = lazy(() => import("./pages/CompleteProfile/CompleteProfile"));
const Dashboard = lazy(() => import("./pages/Dashboard/Dashboard"));
const ApiTokens = lazy(() => import("./pages/ApiTokens/ApiTokens"));
const OpportunityList = lazy(() => import("./pages/Opportunities/OpportunityList"));
const PostOpportunity = lazy(() => import("./pages/Opportunities/PostOpportunity"));
const OpportunityDetail = lazy(() => import("./pages/Opportunities/OpportunityDetail"));
const EditOpportunity = lazy(() => import("./pages/Opportunities/EditOpportunity"));
const Directory = lazy(() => import("./pages/Directory/Directory"));
const Search = lazy(() => import("./pages/Search/Search"));
const NotFound = lazy(() => import("./pages/NotFound/NotFound"));
const Profile = lazy(() => import("./pages/Profile/Profile"));
const MemberProfile = lazy(() => import("./pages/MemberProfile/MemberProfile"));
const Admin = lazy(() => import("./pages/Admin/Admin"));
const AdminUsers = lazy(() => import("./pages/AdminUsers/AdminUsers"));

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
