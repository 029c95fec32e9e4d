import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ExchangeSignInCodeDocument } from "../../gql/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { HandOver, type NewSession } from "./HandOver";

/**
 * Landing point of the Google redirect: `/auth/success?token=...&new_user=true|false`. The `token`
 * is a one-time code (60 s): it leaves the address bar at once (`history.replaceState`), is traded
 * for the session with a POST (which the server accepts only from the browser that finished the
 * Google sign-in: an HttpOnly cookie), then HandOver asks before replacing another member's session.
 */
export default function AuthSuccess() {
  usePageTitle("Signing in");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [exchange] = useMutation(ExchangeSignInCodeDocument);
  const started = useRef(false);
  const [next, setNext] = useState<NewSession | null>(null);

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
        const { token, user } = data.exchangeSignInCode;
        setNext({ token, user, isNewUser });
      })
      .catch((error: unknown) => {
        // The server refused the code (used, expired, forged, another browser's), or could not be reached.
        const refused = CombinedGraphQLErrors.is(error);
        navigate(`/login?error=${refused ? "google_failed" : "service_unavailable"}`, {
          replace: true,
        });
      });
  }, [params, navigate, exchange]);

  return <HandOver next={next} />;
}
