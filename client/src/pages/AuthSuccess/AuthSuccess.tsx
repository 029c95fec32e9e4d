import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { takeReturnPath } from "../../session/returnTo";
import { useSession } from "../../session/useSession";

/**
 * Landing point of the Google redirect: `/auth/success?token=...&new_user=true|false`.
 * Stores the token, loads the user, then leaves with `replace` so the token is not kept in
 * the URL or the history.
 */
export default function AuthSuccess() {
  usePageTitle("Signing in");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signInWithToken } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const token = params.get("token");
    if (!token) {
      navigate("/", { replace: true });
      return;
    }
    const isNewUser = params.get("new_user") === "true";
    void signInWithToken(token).then((result) => {
      if (result.ok) {
        // Where the guard stopped the member before the Google redirect (kept in sessionStorage).
        const from = takeReturnPath();
        if (isNewUser)
          navigate("/profile/complete", { replace: true, state: from ? { from } : undefined });
        else navigate(from ?? "/dashboard", { replace: true });
      } else if (result.reason === "rejected") {
        navigate("/login?error=google_failed", { replace: true });
      }
      // "unreachable": the session shows its Retry page; this page runs again afterwards.
    });
  }, [params, navigate, signInWithToken]);

  return <Spinner fullPage label="Signing you in" />;
}
