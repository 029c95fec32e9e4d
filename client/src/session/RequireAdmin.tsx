import { useEffect } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { useToast } from "../components/Toast/useToast";
import { useMe } from "./useMe";

/** Admin routes: other members are told so and sent to their dashboard. */
export function RequireAdmin() {
  const { isAdmin } = useMe();
  const toast = useToast();

  useEffect(() => {
    if (!isAdmin) {
      toast({
        variant: "error",
        title: "Access Denied",
        description: "You don't have admin privileges",
      });
    }
  }, [isAdmin, toast]);

  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
