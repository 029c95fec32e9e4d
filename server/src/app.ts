import compression from "compression";
import express from "express";
import type { Server } from "node:http";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { jsonBody } from "./http/body.js";
import { serveClient } from "./http/client.js";
import { corsFor } from "./http/cors.js";
import { errorHandler, notFound } from "./http/errors.js";
import { createGraphQL } from "./http/graphql.js";
import { healthRoutes } from "./http/health.js";
import { requestLog } from "./http/request-log.js";
import { noStore, restApi } from "./http/api.js";
import { restRouteTables } from "./http/routes.js";
import { securityHeaders } from "./http/security-headers.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { opportunityPreview } from "./modules/opportunities/opportunity.preview.js";
import { businessPreview } from "./modules/businesses/business.preview.js";
import { imageRoutes } from "./modules/users/image.routes.js";
import { calendarFeedRoutes } from "./modules/events/calendar.routes.js";
import { unsubscribeRoutes } from "./modules/notifications/unsubscribe.routes.js";
import { createServices, jobDefinitions } from "./services.js";
import { graphqlUploads } from "./http/uploads.js";
import { attachSubscriptions } from "./http/subscriptions.js";
import { buildAppSchema } from "./graphql/schema.js";

export interface AppDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  mailer: Mailer;
  /** Not started: createApp starts it with every module's jobs (workers as the queue says). */
  jobs: JobQueue;
}

/** The Express app, assembled from one module per concern (server/src/http/). */
export async function createApp({ config, db, log, mailer, jobs }: AppDeps) {
  const services = createServices(db, config, mailer, log, jobs);
  await jobs.start(jobDefinitions(services));
  // The digests' next slots, and a slot missed while no worker ran (it runs now).
  if (jobs.runsWorkers)
    await services.notificationDigests
      .schedule()
      .catch((err) => log.warn({ err }, "scheduling the digests failed; the next start retries"));
  // Where workers run, the change feed is looked at every JOBS_POLL_SECONDS (saved-search alerts).
  if (jobs.runsWorkers) services.savedSearches.watch(jobs, config.jobsPollSeconds);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestLog(log));
  app.use(securityHeaders({ https: config.appUrl.startsWith("https:") }));
  // gzip/deflate/brotli for API answers and static files over 1 KB, when the client accepts it.
  app.use(compression());

  let draining = false;
  // While draining, every answer closes its connection, so keep-alive clients reconnect (to
  // another copy) instead of sending on a socket this copy is about to close.
  app.use((_req, res, next) => {
    if (draining) res.set("Connection", "close");
    next();
  });
  app.use(healthRoutes(db, () => draining));

  const graphql = await createGraphQL(config, services);
  const cors = corsFor(config.corsOrigins);
  app.use("/graphql", cors, jsonBody(), graphqlUploads(), graphql.middleware);
  app.use(imageRoutes(services.profileImages));
  // One-click unsubscribe from a notification e-mail (RFC 8058): outside /api, no session.
  app.use(unsubscribeRoutes(services.notifications));
  // A member's private calendar feed: calendar apps send no session, the secret token is the key.
  app.use(calendarFeedRoutes(services.eventCalendars));
  app.use(
    "/api",
    noStore,
    cors,
    jsonBody(),
    restApi({
      tables: restRouteTables,
      execute: graphql.execute,
      google: services.google,
      secureCookies: config.appUrl.startsWith("https:"),
    }),
  );

  serveClient(app, config.clientDist, [
    opportunityPreview(services.opportunities),
    businessPreview(services.businesses),
  ]);
  app.use(notFound);
  app.use(errorHandler);

  return {
    app,
    apollo: graphql.apollo,
    services,
    /**
     * GraphQL subscriptions (graphql-ws) on the HTTP server once it listens: path /graphql. The
     * answer's `close()` closes every socket (SIGTERM).
     */
    subscriptions: async (server: Server) =>
      attachSubscriptions(server, { schema: await buildAppSchema(), services, config, log }),
    /** Readiness goes red so a load balancer stops sending before the server closes. */
    startDraining() {
      draining = true;
    },
  };
}
