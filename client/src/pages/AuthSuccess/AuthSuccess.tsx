import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { ExchangeSignInCodeDocument } from "../../gql/graphql";
import { useSession } from "../../session/useSession";

/**
 * Landing point of the Google redirect: `/auth/success?token=...&new_user=true|false`. The `token`
 * is a one-time code (60 s): it leaves the address bar at once (`history.replaceState`), is traded
 * for the session with a POST, then the page leaves with `replace`.
 */
export default function AuthSuccess() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login } = useSession();
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
      .then(({ data }) => {
        if (!data) throw new Error("The server returned no session");
        login(data.exchangeSignInCode.token, data.exchangeSignInCode.user);
        navigate(isNewUser ? "/profile/complete" : "/dashboard", { replace: true });
      })
      .catch((error: unknown) => {
        // The server refused the code (used, expired, forged), or could not be reached.
        const refused = CombinedGraphQLErrors.is(error);
        navigate(`/login?error=${refused ? "google_failed" : "service_unavailable"}`, {
          replace: true,
        });
      });
  }, [params, navigate, login, exchange]);

  return <Spinner fullPage label="Signing you in" />;
}
