import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { SESSION_HINT_SCRIPT } from "#common/session-hint";

type Directives = Record<string, string[]>;

/** index.html's one inline script, the session hint (common/session-hint.ts), by its hash. */
export const SESSION_HINT_SOURCE = `'sha256-${createHash("sha256").update(SESSION_HINT_SCRIPT).digest("base64")}'`;

/**
 * The Content-Security-Policy of every response: this origin only (images also data: and blob:;
 * scripts also the session hint, by its hash).
 */
export const CSP_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", SESSION_HINT_SOURCE],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "connect-src": ["'self'"],
  "font-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * Apollo's GraphQL landing page (a browser's GET /graphql, when enabled) is an inline page that loads
 * the Sandbox/Explorer from Apollo's CDN: it alone gets those origins added.
 */
const APOLLO_LANDING_PAGE: Directives = {
  "script-src": [
    "'unsafe-inline'",
    "https://apollo-server-landing-page.cdn.apollographql.com",
    "https://embeddable-sandbox.cdn.apollographql.com",
    "https://embeddable-explorer.cdn.apollographql.com",
  ],
  "style-src": [
    "'unsafe-inline'",
    "https://apollo-server-landing-page.cdn.apollographql.com",
    "https://fonts.googleapis.com",
  ],
  "img-src": ["https://apollo-server-landing-page.cdn.apollographql.com"],
  "font-src": ["https://fonts.gstatic.com"],
  "frame-src": [
    "https://sandbox.embed.apollographql.com",
    "https://explorer.embed.apollographql.com",
  ],
  "manifest-src": ["https://apollo-server-landing-page.cdn.apollographql.com"],
};

const merge = (base: Directives, extra: Directives): Directives => {
  const out: Directives = { ...base };
  for (const [k, v] of Object.entries(extra)) out[k] = [...(out[k] ?? ["'self'"]), ...v];
  return out;
};

/**
 * A helmet handler as one step: helmet is eleven middlewares in a chain, each setting one header,
 * and with these options every header is the same for every request (no nonce, no function of the
 * request). So helmet runs once here on a recording response, and each request gets the recorded
 * headers set in one loop: the same names, values and order (docs/PERFORMANCE.md, issue 29). Should
 * a future option make helmet depend on the request (it then does not finish synchronously here),
 * helmet itself runs per request, as before.
 */
function recorded(helmetHandler: RequestHandler): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  void helmetHandler({} as Request, recorder as unknown as Response, (err?: unknown) => {
    finished = err === undefined;
  });
  if (!finished) return helmetHandler;
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * Every HTTP security header, for every response, in this one place (helmet): the CSP above,
 * `Referrer-Policy: no-referrer`, HSTS only when the app is served over https (APP_URL), and helmet's
 * other defaults (nosniff, frame and cross-origin policies). CORS is cors.ts (CORS_ORIGINS only).
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  const withPolicy = (directives: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "no-referrer" },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  const everywhere = recorded(withPolicy(CSP_DIRECTIVES));
  // Without the session hint's hash: next to a hash, browsers ignore the page's 'unsafe-inline'.
  const selfOnly = { ...CSP_DIRECTIVES, "script-src": ["'self'"] };
  const landingPage = recorded(withPolicy(merge(selfOnly, APOLLO_LANDING_PAGE)));
  return (req, res, next) => {
    const apolloPage =
      req.method === "GET" && req.path === "/graphql" && Boolean(req.accepts("text/html"));
    return (apolloPage ? landingPage : everywhere)(req, res, next);
  };
}
