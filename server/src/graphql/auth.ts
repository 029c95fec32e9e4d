import { DirectiveLocation, GraphQLDirective, GraphQLEnumType, GraphQLNonNull } from "graphql";
import { Authorized, Directive, type AuthCheckerFn } from "type-graphql";
import { ROLES, type Role } from "../modules/users/user.policy.js";
import { forbidden, unauthenticated } from "./errors.js";
import { ADMIN_TOKEN_MESSAGE } from "./token-scope.js";
import type { Context } from "./context.js";

const RoleEnum = new GraphQLEnumType({
  name: "Role",
  description: "Who may use a field: any signed-in MEMBER, a VERIFIED member, or an ADMIN.",
  values: Object.fromEntries(ROLES.map((r) => [r, { value: r }])),
});

/** Printed in schema.graphql so API users can see who may call what. */
export const authDirective = new GraphQLDirective({
  name: "auth",
  description: "The role a caller needs. Enforced on the server by the auth checker.",
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
  args: { requires: { type: new GraphQLNonNull(RoleEnum), defaultValue: "MEMBER" } },
});

/** Enforces a role and documents it in the schema: `@auth(requires: ROLE)`. */
export function Auth(role: Role): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(role)(target, key, descriptor as never);
    Directive(`@auth(requires: ${role})`)(target, key, descriptor as never);
  };
}

export const authChecker: AuthCheckerFn<Context, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes("ADMIN") && context.viewer.scope === "read")
    throw forbidden(ADMIN_TOKEN_MESSAGE);
  return roles.every((role) => context.viewer!.roles.has(role));
};
