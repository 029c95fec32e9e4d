import { Router, type Request, type Response } from "express";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";
import { readCookie } from "../../http/cookies.js";
import { USER_JSON } from "../users/user.rest.js";
import { EXCHANGE_COOKIE } from "./session.service.js";
import {
  CALLBACK_PATH,
  STATE_COOKIE,
  type GoogleAuthService,
  type GoogleRedirect,
} from "./google.service.js";

export const authRoutes: RestRoute[] = [
  { method: "get", path: "/auth/me", document: `query Me { me { ${USER_JSON} } }` },
  restRoute({
    // Documented two-call flow: with an empty full_name it only answers is_new_user (sends nothing);
    // with a name it sends the code (the name is used only when the account is new).
    method: "post",
    path: "/auth/send-otp",
    body: { email: rest.text({ fallback: "" }), full_name: rest.text({ fallback: "" }) },
    document: {
      send: `mutation SendOtp($email: String!, $fullName: String) {
        sent: sendSignInCode(input: { email: $email, fullName: $fullName }) {
          email is_new_user: isNewUser expires_in_seconds: expiresInSeconds
          code_length: codeLength resend_after_seconds: resendAfterSeconds message } }`,
      probe: `query Probe($email: String!) {
        probe: emailStatus(email: $email) { email is_new_user: isNewUser } }`,
    },
    choose: ({ body }) => (body.full_name.trim() ? "send" : "probe"),
    variables: ({ body }) =>
      body.full_name.trim()
        ? { email: body.email, fullName: body.full_name }
        : { email: body.email },
  }),
  restRoute({
    method: "post",
    path: "/auth/verify-otp",
    body: { email: rest.text({ fallback: "" }), otp: rest.text({ fallback: "" }) },
    document: `mutation VerifyOtp($input: VerifyCodeInput!) {
      verifySignInCode(input: $input) {
        token is_new_user: isNewUser message user { ${USER_JSON} } } }`,
    variables: ({ body }) => ({ input: { email: body.email, code: body.otp } }),
  }),
  restRoute({
    // The Google redirect's one-time code -> a session, for scripts that follow the redirect.
    method: "post",
    path: "/auth/exchange",
    body: { code: rest.text({ fallback: "" }) },
    document: `mutation Exchange($code: String!) {
      exchangeSignInCode(code: $code) {
        token is_new_user: isNewUser message user { ${USER_JSON} } } }`,
    variables: ({ body }) => ({ code: body.code }),
  }),
  {
    method: "post",
    path: "/auth/logout",
    document: `mutation Logout { logout }`,
    result: () => ({ message: "Signed out" }),
  },
];

/**
 * Browser redirects for Google sign-in: not GraphQL operations, so plain routes. Whatever goes wrong,
 * the browser is sent to a readable page (`/login?error=...`), never a JSON error mid-redirect.
 */
export function googleRouter(google: GoogleAuthService, secureCookies: boolean): Router {
  const router = Router();
  const redirect = (res: Response, to: GoogleRedirect) => {
    if (to.cookie) {
      res.cookie(STATE_COOKIE, to.cookie.value, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        path: "/api/auth/google",
        maxAge: to.cookie.maxAgeSeconds * 1000,
      });
    }
    if (to.binding) {
      // Read by the exchange (POST /graphql or /api/auth/exchange) on this site only.
      res.cookie(EXCHANGE_COOKIE, to.binding.value, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        path: "/",
        maxAge: to.binding.maxAgeSeconds * 1000,
      });
    }
    res.set("Cache-Control", "no-store").redirect(302, to.location);
  };
  const step =
    (run: (req: Request) => Promise<GoogleRedirect>) => async (req: Request, res: Response) => {
      let to: GoogleRedirect;
      try {
        to = await run(req);
      } catch (err) {
        to = google.failureFor(err);
      }
      redirect(res, to);
    };
  router.get(
    "/auth/google",
    step((req) => google.start(req.ip ?? "unknown")),
  );
  router.get(
    CALLBACK_PATH.replace(/^\/api/, ""),
    step((req) =>
      google.finish(new URL(req.originalUrl, google.callbackBase), readCookie(req, STATE_COOKIE)),
    ),
  );
  return router;
}
