import { normalizeEmail } from "#common/email";

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
export type PolicyViewer = { user: { id: string }; roles: ReadonlySet<Role> } | null;

/**
 * Who may see a member's contact details. Today every member has the one setting, "verified"; a
 * member's own choice ("connections": only their connections, "nobody") is the next step, and this
 * type is where it goes.
 */
export type ContactVisibility = "verified" | "connections" | "nobody";

/** The member whose details are asked for, with their contact setting ("verified" when none). */
export type ContactOwner = { id: string; contactVisibility?: ContactVisibility };

/**
 * THE contact rule, for every field that shows a member's e-mail, phone number or WhatsApp link
 * (User fields, an opportunity's poster, and so every REST shape built on them): the member
 * themself and admins always see them; otherwise the member's setting decides, and "verified"
 * (everyone's today) means verified members (admins count); visitors and members pending
 * verification get null. "connections" shows nobody else until connections exist.
 */
export function canSeeContact(viewer: PolicyViewer, member: ContactOwner): boolean {
  if (!viewer) return false;
  if (viewer.user.id === member.id || viewer.roles.has("ADMIN")) return true;
  switch (member.contactVisibility ?? "verified") {
    case "verified":
      return viewer.roles.has("VERIFIED");
    case "connections":
    case "nobody":
      return false;
  }
}

/**
 * Private facts (why a member is pending, whether they are an admin) are for the member themself and
 * admins only.
 */
export function canSeePrivate(viewer: PolicyViewer, member: { id: string }): boolean {
  return viewer !== null && (viewer.user.id === member.id || viewer.roles.has("ADMIN"));
}
