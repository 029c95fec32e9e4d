import type { RequestHandler } from "express";
import helmet from "helmet";

/** helmet's defaults for every response; the client's pages add CLIENT_CSP (client.ts). */
export const securityHeaders = (): RequestHandler =>
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

/** The Content-Security-Policy of the single-page app's index.html. */
export const CLIENT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
