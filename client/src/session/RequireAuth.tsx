import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { useSession } from "./useSession";

/**
 * Guards every signed-in route: spinner while the session loads, /login when signed out. The
 * requested location goes along (`state.from`), so sign-in can return there.
 */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (status !== "authenticated") {
    return <Navigate to="/login" replace state={{ from: pathname + search + hash }} />;
  }
  return <Outlet />;
}
