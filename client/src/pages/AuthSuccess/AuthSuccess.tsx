import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { ExchangeSignInCodeDocument } from "../../gql/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { takeReturnPath } from "../../session/returnTo";
import { useSession } from "../../session/useSession";

/**
 * Landing point of the Google redirect: `/auth/success?token=...&new_user=true|false`. The `token`
 * is a one-time code (60 s): it leaves the address bar at once (`history.replaceState`), is traded
 * for the session with a POST, then the page leaves with `replace`.
 */
export default function AuthSuccess() {
  usePageTitle("Signing in");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [exchange] = useMutation(ExchangeSignInCodeDocument);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const code = params.get("token");
    // Out of the address bar, the history and any Referer before anything else happens.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!code) {
      navigate("/", { replace: true });
      return;
    }
    const isNewUser = params.get("new_user") === "true";
    exchange({ variables: { code } })
      .then(async ({ data }) => {
        if (!data) throw new Error("The server returned no session");
        await signIn(data.exchangeSignInCode.token, data.exchangeSignInCode.user);
        // Where the guard stopped the member before the Google redirect (kept in sessionStorage).
        const from = takeReturnPath();
        if (isNewUser)
          navigate("/profile/complete", { replace: true, state: from ? { from } : undefined });
        else navigate(from ?? "/dashboard", { replace: true });
      })
      .catch((error: unknown) => {
        // The server refused the code (used, expired, forged), or could not be reached.
        const refused = CombinedGraphQLErrors.is(error);
        navigate(`/login?error=${refused ? "google_failed" : "service_unavailable"}`, {
          replace: true,
        });
      });
  }, [params, navigate, signIn, exchange]);

  return <Spinner fullPage label="Signing you in" />;
}
