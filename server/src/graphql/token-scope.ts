import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "./context.js";
import { forbidden } from "../errors.js";
import { toGraphQLError } from "./errors.js";

export const READ_TOKEN_MESSAGE =
  "This API token can only read (scope read). Create a read_write token to make changes.";
export const TOKEN_NOT_ALLOWED_MESSAGE =
  "API tokens cannot do this: sign in to ISTC Connect in the browser instead.";
export const ADMIN_TOKEN_MESSAGE =
  "Admin operations with an API token need a read_write token of an admin.";

/**
 * A `read` token never mutates: every mutation is refused before any resolver runs, for GraphQL
 * and the REST adapters alike (they run the same operations).
 */
export const tokenScopePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === "mutation" && contextValue.viewer?.scope === "read") {
          throw toGraphQLError(forbidden(READ_TOKEN_MESSAGE));
        }
      },
    };
  },
};

/** Refuses personal access tokens where only a signed-in person may act (tokens, sign-in, logout). */
export function assertSignedInPerson(ctx: Context): void {
  if (ctx.viewer && ctx.viewer.scope !== "session") throw forbidden(TOKEN_NOT_ALLOWED_MESSAGE);
}
