import { Navigate, Outlet } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { useSession } from "./useSession";

/** Guards every signed-in route: spinner while the session loads, /login when signed out. */
export function RequireAuth() {
  const { status, isAuthenticated } = useSession();
  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
