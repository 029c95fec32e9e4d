import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import helmet from "helmet";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { rolesOf } from "./graphql/auth.js";
import type { Context } from "./graphql/context.js";
import {
  DomainError,
  isDatabaseUnavailable,
  makeFormatError,
  MASKED_MESSAGE,
} from "./graphql/errors.js";
import { restRouter, sendDetail, type Execute } from "./graphql/rest.js";
import { buildAppSchema } from "./graphql/schema.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { authRoutes, googleRouter } from "./modules/auth/auth.rest.js";
import { userRoutes } from "./modules/users/user.rest.js";
import { createServices } from "./services.js";

declare module "express-serve-static-core" {
  interface Request {
    id: string;
    log: Logger;
  }
}

export interface AppDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  mailer: Mailer;
}

export async function createApp({ config, db, log, mailer }: AppDeps) {
  const services = createServices(db, config, mailer, log);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // Request id + access log (path only: query strings may carry tokens).
  app.use((req, res, next) => {
    const given = req.get("x-request-id");
    req.id = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    req.log = log.child({ requestId: req.id });
    res.set("x-request-id", req.id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  });
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  let draining = false;
  app.get("/readyz", async (_req, res) => {
    if (draining) return sendDetail(res, 503, "Shutting down");
    try {
      await Promise.race([
        db.query("SELECT 1"),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000).unref()),
      ]);
      res.json({ status: "ready" });
    } catch {
      sendDetail(res, 503, "Database not reachable");
    }
  });

  const contextFor = async (req: Request): Promise<Context> => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
    const session = match ? await services.sessions.resolve(match[1]) : null;
    return {
      requestId: req.id,
      ip: req.ip ?? "unknown",
      viewer: session
        ? {
            user: session.user,
            sessionId: session.id,
            roles: rolesOf(session.user, config.adminEmails),
          }
        : null,
      services,
      config,
      log: req.log,
    };
  };

  const apollo = new ApolloServer<Context>({
    schema: await buildAppSchema(),
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM (drain, then stop Apollo, then close the pool); Apollo's own handler would
    // race it and leave apollo.stop() pending.
    stopOnTerminationSignals: false,
    formatError: makeFormatError(),
    plugins: [
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const err of errors) {
                const original = err.originalError;
                const code = err.extensions?.code as string | undefined;
                // Expected errors (domain, validation, auth) carry a code; only the rest is a bug.
                if (original instanceof DomainError || (code && code !== "INTERNAL_SERVER_ERROR"))
                  continue;
                contextValue.log.error(
                  { err: original ?? err },
                  "unexpected error in a GraphQL operation",
                );
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  const cors = corsFor(config.corsOrigins);
  app.use(
    "/graphql",
    cors,
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, { context: ({ req }) => contextFor(req) }),
  );

  const execute: Execute = async (req, query, variables) => {
    const response = await apollo.executeOperation(
      { query, variables },
      { contextValue: await contextFor(req) },
    );
    if (response.body.kind !== "single")
      throw new Error("incremental delivery is not used by REST");
    return response.body.singleResult as Awaited<ReturnType<Execute>>;
  };
  app.use(
    "/api",
    cors,
    express.json({ limit: "100kb" }),
    googleRouter(services.google, config.appUrl.startsWith("https:")),
    restRouter([...authRoutes, ...userRoutes], execute),
  );
  app.use("/api", (_req, res) => sendDetail(res, 404, "Not found"));

  serveClient(app, config.clientDist);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const type = (err as { type?: string }).type;
    if (type === "entity.parse.failed")
      return sendDetail(res, 400, "The request body is not valid JSON");
    if (type === "entity.too.large") return sendDetail(res, 413, "The request body is too large");
    if (type === "charset.unsupported" || type === "encoding.unsupported") {
      return sendDetail(res, 415, "Unsupported request encoding");
    }
    if (res.headersSent) return;
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return sendDetail(
        res,
        503,
        "The service is temporarily unavailable. Please try again in a moment.",
      );
    }
    req.log.error({ err }, "unhandled error");
    sendDetail(res, 500, MASKED_MESSAGE);
  };
  app.use(onError);

  return {
    app,
    apollo,
    services,
    /** Readiness goes red so a load balancer stops sending before the server closes. */
    startDraining() {
      draining = true;
    },
  };
}

function corsFor(origins: string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (origin && origins.includes(origin)) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Vary", "Origin");
      res.set(
        "Access-Control-Allow-Headers",
        "authorization, content-type, apollo-require-preflight, x-request-id",
      );
      res.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
      res.set("Access-Control-Max-Age", "600");
      if (req.method === "OPTIONS") return void res.status(204).end();
    }
    next();
  };
}

const CLIENT_CSP = [
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

/** The built single-page app: hashed assets cached for a year, index.html never cached. */
function serveClient(app: express.Express, dist: string) {
  const index = path.join(dist, "index.html");
  app.use(
    "/assets",
    express.static(path.join(dist, "assets"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
    }),
  );
  app.use(express.static(dist, { index: false, maxAge: "1h" }));
  app.get("/{*splat}", (_req, res) => {
    if (!existsSync(index)) {
      return void res
        .status(503)
        .type("text")
        .send("The client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    res.set("Content-Security-Policy", CLIENT_CSP);
    res.set("Cache-Control", "no-cache");
    res.sendFile(index);
  });
}
