import { normalizeEmail } from "../../../../common/email.js";

/** Who may use what: any signed-in MEMBER, a VERIFIED member, or an ADMIN. */
export type Role = "MEMBER" | "VERIFIED" | "ADMIN";

export const ROLES: Role[] = ["MEMBER", "VERIFIED", "ADMIN"];

type RoleFacts = { isAdminFlag: boolean; isVerified: boolean; email: string };

/**
 * The admin rule, decided here and nowhere else: the stored flag, or an address listed in
 * ADMIN_EMAILS (both sides normalised the one way, common/email.ts). The auth checker, the `isAdmin`
 * field and Google sign-in all ask this function.
 */
export function isAdmin(
  user: Pick<RoleFacts, "isAdminFlag" | "email">,
  adminEmails: readonly string[],
) {
  return user.isAdminFlag || adminEmails.includes(normalizeEmail(user.email));
}

/** The roles of a member, read per request (a change applies to the very next request). */
export function rolesOf(user: RoleFacts, adminEmails: readonly string[]): Set<Role> {
  const roles = new Set<Role>(["MEMBER"]);
  const admin = isAdmin(user, adminEmails);
  if (admin) roles.add("ADMIN");
  if (user.isVerified || admin) roles.add("VERIFIED");
  return roles;
}

/** Who is looking: a member with their roles, or nobody signed in. */
type ContactViewer = { user: { id: string }; roles: ReadonlySet<Role> } | null;

/**
 * The contact rule: e-mail, phone number and WhatsApp link are visible to the member themself, to
 * verified members (admins count as verified) and to admins; anyone else (a visitor, a member
 * pending verification) gets null. Applied in the User field resolvers, so every path (GraphQL,
 * REST, lists) follows it.
 */
export function canSeeContact(viewer: ContactViewer, user: { id: string }): boolean {
  if (!viewer) return false;
  return viewer.user.id === user.id || viewer.roles.has("VERIFIED") || viewer.roles.has("ADMIN");
}
