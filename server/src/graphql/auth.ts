import { DirectiveLocation, GraphQLDirective, GraphQLEnumType, GraphQLNonNull } from "graphql";
import { Authorized, Directive, type AuthCheckerFn } from "type-graphql";
import { ROLES, type Role } from "../modules/users/user.policy.js";
import { forbidden, unauthenticated } from "../errors.js";
import { ADMIN_TOKEN_MESSAGE } from "./token-scope.js";
import type { Context } from "./context.js";

/** What each role means to a caller, as schema.graphql prints it. */
const ROLE_DESCRIPTIONS: Record<Role, string> = {
  MEMBER:
    "Any signed-in account: a session token or a personal access token. Without one: UNAUTHENTICATED.",
  VERIFIED: "A member an admin has verified; admins count as verified.",
  ADMIN:
    "An admin (stored flag or ADMIN_EMAILS). With an API token, only an admin's READ_WRITE token.",
};

const RoleEnum = new GraphQLEnumType({
  name: "Role",
  description: "Who may use a field: any signed-in MEMBER, a VERIFIED member, or an ADMIN.",
  values: Object.fromEntries(
    ROLES.map((r) => [r, { value: r, description: ROLE_DESCRIPTIONS[r] }]),
  ),
});

/** Printed in schema.graphql so API users can see who may call what. */
export const authDirective = new GraphQLDirective({
  name: "auth",
  description:
    "The role a caller needs. Enforced on the server by the auth checker: no sign-in is UNAUTHENTICATED, a missing role FORBIDDEN. Fields without it need no sign-in.",
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
  args: {
    requires: {
      type: new GraphQLNonNull(RoleEnum),
      defaultValue: "MEMBER",
      description: "The role the caller must hold; MEMBER when omitted.",
    },
  },
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
