import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import { expressMiddleware } from "@as-integrations/express5";
import type { Request, RequestHandler } from "express";
import type { Config } from "../config.js";
import type { Context } from "../graphql/context.js";
import { DomainError, makeFormatError } from "../graphql/errors.js";
import { graphqlLimits } from "../graphql/limits.js";
import type { Execute } from "../graphql/rest.js";
import { buildAppSchema } from "../graphql/schema.js";
import { adminKeyViewer } from "../modules/admin/admin-key.js";
import { rolesOf } from "../modules/users/user.policy.js";
import type { Services } from "../services.js";

/**
 * The GraphQL endpoint: Apollo Server on the one schema, with the operation limits, and the same
 * server executing the REST adapters' documents in-process with the caller's context.
 */
export async function createGraphQL(config: Config, services: Services) {
  const contextFor = async (req: Request, adminKey = false): Promise<Context> => {
    const system = adminKey ? adminKeyViewer(req, config) : null;
    const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
    const session = match && !system ? await services.sessions.resolve(match[1]) : null;
    return {
      requestId: req.id,
      ip: req.ip ?? "unknown",
      viewer: system
        ? system
        : session
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
      ...limits.plugins,
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

  const execute: Execute = async (req, query, variables, options) => {
    let contextValue: Context;
    try {
      contextValue = await contextFor(req, options?.adminKey);
    } catch (err) {
      // A refused X-Admin-Key: answered like any other error of the operation.
      if (err instanceof DomainError) {
        return { errors: [{ message: err.message, extensions: { ...err.extensions } }] };
      }
      throw err;
    }
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== "single")
      throw new Error("incremental delivery is not used by REST");
    return response.body.singleResult as Awaited<ReturnType<Execute>>;
  };

  const middleware: RequestHandler = expressMiddleware(apollo, {
    context: ({ req }) => contextFor(req),
  });
  return { apollo, execute, middleware };
}
