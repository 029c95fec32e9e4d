import { lazy, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary";
import { Spinner } from "./components/Spinner";
import Landing from "./pages/Landing/Landing";
import { RequireAdmin } from "./session/RequireAdmin";
import { RequireAuth } from "./session/RequireAuth";

// Everything but the landing page is loaded on demand, so visitors only download the
// landing page (plus the shared session and Apollo code).
const AppLayout = lazy(() => import("./components/AppLayout"));
const Login = lazy(() => import("./pages/Login/Login"));
const AuthSuccess = lazy(() => import("./pages/AuthSuccess/AuthSuccess"));
const CompleteProfile = lazy(() => import("./pages/CompleteProfile/CompleteProfile"));
const Dashboard = lazy(() => import("./pages/Dashboard/Dashboard"));
const ComingSoon = lazy(() => import("./pages/ComingSoon/ComingSoon"));
const NotFound = lazy(() => import("./pages/NotFound/NotFound"));
const Admin = lazy(() => import("./pages/Admin/Admin"));
const AdminUsers = lazy(() => import("./pages/AdminUsers/AdminUsers"));

/** Screens of later issues: guarded, and honest about not being built yet. */
const PLACEHOLDERS: { path: string; title: string; description: string }[] = [
  {
    path: "/profile",
    title: "Edit your profile",
    description:
      "You will be able to upload a photo and edit your details, skills, links and bio here.",
  },
  {
    path: "/user/:userId",
    title: "Member profile",
    description: "Member profiles with trade, location, work, skills and contact links.",
  },
  {
    path: "/directory",
    title: "Directory",
    description: "A searchable directory of verified ISTCians.",
  },
  {
    path: "/search",
    title: "Smart Search",
    description: "Search ISTCians in plain language by location, trade, batch or company.",
  },
  {
    path: "/opportunities",
    title: "Opportunity Center",
    description: "Jobs, internships, freelance work, collaborations and services from ISTCians.",
  },
  {
    path: "/opportunities/new",
    title: "Post an opportunity",
    description: "Verified ISTCians with a completed profile will be able to post opportunities.",
  },
  {
    path: "/opportunities/:opportunityId",
    title: "Opportunity",
    description: "The details of an opportunity, with contact information and share links.",
  },
  {
    path: "/opportunities/:opportunityId/edit",
    title: "Edit opportunity",
    description: "Posters will be able to edit their own opportunities here.",
  },
];

/**
 * The route table of the product, in one place. Each screen names itself with `usePageTitle`;
 * an error boundary catches what a screen (or a lazy chunk) throws, and clears on navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
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
              {PLACEHOLDERS.map(({ path, title, description }) => (
                <Route
                  key={path}
                  path={path}
                  element={<ComingSoon title={title} description={description} />}
                />
              ))}
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
  );
}
