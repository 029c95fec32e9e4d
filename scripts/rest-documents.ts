import { parse, validate, type GraphQLSchema } from "graphql";
import { routeDocuments, type RestRoute } from "../server/src/http/rest-route.js";

/**
 * Every GraphQL document of the REST route tables, checked against the schema: one line per problem
 * (`PUT /profile/complete: Cannot query field "rolNumber" on type "User".`), none when all are valid.
 */
export function restDocumentErrors(schema: GraphQLSchema, tables: RestRoute[][]): string[] {
  const problems: string[] = [];
  for (const route of tables.flat()) {
    for (const document of routeDocuments(route)) {
      const where = `${route.method.toUpperCase()} ${route.path}`;
      try {
        for (const error of validate(schema, parse(document))) {
          problems.push(`${where}: ${error.message}`);
        }
      } catch (err) {
        problems.push(`${where}: ${(err as Error).message}`);
      }
    }
  }
  return problems;
}
