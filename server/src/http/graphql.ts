import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { Request, RequestHandler } from "express";
import type { Config } from "../config.js";
import type { Context } from "../graphql/context.js";
import { formatDomainError, makeFormatError, toGraphQLError } from "../graphql/errors.js";
import { DomainError, toDomainError, UNAVAILABLE_RETRY_SECONDS } from "../errors.js";
import { createLoaders } from "../graphql/loaders.js";
import { graphqlLimits } from "../graphql/operation-limits.js";
import { requestLimitsPlugin } from "../graphql/rate-limit-plugin.js";
import { tokenScopePlugin } from "../graphql/token-scope.js";
import { readCachePlugin } from "../graphql/read-cache-plugin.js";
import type { Execute } from "./rest-router.js";
import { buildAppSchema } from "../graphql/schema.js";
import { readCookie } from "./cookies.js";
import { adminKeyViewer } from "../modules/admin/admin-key.js";
import { viewerOfBearer } from "../modules/auth/viewer.js";
import type { Services } from "../services.js";

/**
 * What Apollo Sandbox (GET /graphql in a browser, outside production) opens with: a public query
 * that runs as it is, and one that needs a token pasted into the prefilled Authorization header.
 * docs/API.md describes it; tests/server/api-guide.test.ts runs it. No `<`, `>`, `&` or `'`: Apollo
 * escapes only the first of each when it embeds the page's config.
 */
export const SANDBOX_EXAMPLE = {
  document: `# Runs without a token: verified members, a page at a time.
# For the next page, set "after" to the endCursor of this one.
query Directory($first: Int!, $after: String) {
  directory(first: $first, after: $after) {
    totalCount
    hasNextPage
    endCursor
    nodes {
      id
      fullName
      trade
      currentLocation
      batchYear
    }
  }
}

# Needs a token: in Headers below, replace YOUR_TOKEN with a session token or a
# personal access token (create one on /profile/api-tokens), then run Me.
query Me {
  me {
    id
    fullName
    isVerified
    profileCompleted
  }
}
`,
  variables: { first: 5, after: null },
  headers: { Authorization: "Bearer YOUR_TOKEN" },
};

/** The viewer lookup failed (a refused key, the database down): its status, not Apollo's 500. */
function asKnown(err: unknown): never {
  const known = toDomainError(err);
  throw known ? toGraphQLError(known) : err;
}

/** Each request's context: the viewer (an admin key, a bearer token, or nobody) and its loaders. */
function contextBuilder(config: Config, services: Services) {
  return async (req: Request, adminKey = false, readCache = false): Promise<Context> => {
    // Taken before the viewer lookup, whose barrier round trip may then serve the read cache too.
    const changeMark = readCache ? services.readCache.mark() : undefined;
    const system = adminKey ? adminKeyViewer(req, config) : null;
    const viewer =
      system ??
      (await viewerOfBearer(req.get("authorization"), services.sessions, config.adminEmails));
    return {
      requestId: req.id,
      ip: req.ip ?? "unknown",
      userAgent: req.get("user-agent"),
      viewer,
      services,
      // The system viewer has no account row to prime.
      loaders: createLoaders(
        services.users,
        system ? undefined : viewer?.user,
        services.connections,
      ),
      config,
      log: req.log,
      cookie: (name) => readCookie(req, name),
      changeMark,
    };
  };
}

/**
 * A database outage during an operation is a 503 with Retry-After, as on REST; an error without a
 * code (not a domain, validation or auth refusal) is a bug and is logged.
 */
const outcomePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      // A database outage during an operation is the service being unavailable, not the
      // client's mistake or a bug: 503 with Retry-After, as REST answers.
      async willSendResponse({ response }) {
        // Answers hold members' data: no browser or proxy keeps them (set here rather than by Apollo's
        // cache-control plugin, which hooks every field of every answer: see docs/PERFORMANCE.md).
        if (!response.http.headers.has("cache-control"))
          response.http.headers.set("cache-control", "no-store");
        if (
          response.body.kind === "single" &&
          response.body.singleResult.errors?.some(
            (e) => e.extensions?.code === "SERVICE_UNAVAILABLE",
          )
        ) {
          response.http.status = 503;
          response.http.headers.set("retry-after", String(UNAVAILABLE_RETRY_SECONDS));
        }
      },
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
};

/**
 * The GraphQL endpoint: Apollo Server on the one schema, with the operation limits, and the same
 * server executing the REST adapters' documents in-process with the caller's context.
 */
export async function createGraphQL(config: Config, services: Services) {
  const contextFor = contextBuilder(config, services);
  const limits = graphqlLimits({ production: config.production });
  const apollo = new ApolloServer<Context>({
    schema: await buildAppSchema(),
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM (drain, then stop Apollo, then close the pool); Apollo's own handler would
    // race it and leave apollo.stop() pending.
    stopOnTerminationSignals: false,
    formatError: makeFormatError(),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    allowBatchedHttpRequests: limits.allowBatchedHttpRequests,
    plugins: [
      // No cache hints are used: the default cache-control plugin would only cost a hook per field.
      ApolloServerPluginCacheControlDisabled(),
      ...limits.plugins,
      tokenScopePlugin,
      requestLimitsPlugin(config, services.limiter, services.readCounter),
      // After every limit and check above: a kept answer skips only the execution.
      readCachePlugin(services.readCache),
      {
        // The viewer cache and the message events listen for changes while the server runs.
        async serverWillStart() {
          await services.sessions.start();
          // Message events (LISTEN/NOTIFY between copies) and who has a socket open.
          await services.messages.events.start();
          services.messages.presence.start();
          return {
            serverWillStop: async () => {
              await services.messages.events.stop();
              await services.messages.presence.stop();
              await services.sessions.stop();
            },
          };
        },
      },
      // Production: Apollo's small landing page, no embedded Sandbox; introspection follows
      // GRAPHQL_INTROSPECTION either way (docs/API.md, "Apollo Sandbox").
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false, ...SANDBOX_EXAMPLE }),
      outcomePlugin,
    ],
  });
  await apollo.start();

  const execute: Execute = async (req, query, variables, options) => {
    let contextValue: Context;
    try {
      contextValue = await contextFor(req, options?.adminKey);
    } catch (err) {
      // A refused X-Admin-Key: answered like any other error of the operation.
      if (err instanceof DomainError) {
        return { errors: [formatDomainError(err)] };
      }
      throw err;
    }
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== "single")
      throw new Error("incremental delivery is not used by REST");
    return response.body.singleResult as Awaited<ReturnType<Execute>>;
  };

  const middleware: RequestHandler = expressMiddleware(apollo, {
    context: ({ req }) => contextFor(req, false, true).catch(asKnown),
  });
  return { apollo, execute, middleware };
}
