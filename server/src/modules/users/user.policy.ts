import { normalizeEmail } from "#common/email";
import { CONTACT_VISIBILITIES } from "#common/limits";

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
 * Who may see a member's contact details, by the member's own choice: "verified" (every verified
 * member: the default), "connections" (only members connected with them) or "nobody".
 */
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export { CONTACT_VISIBILITIES };

/** The member whose details are asked for, with their contact setting ("verified" when none). */
export type ContactOwner = { id: string; contactVisibility?: ContactVisibility };

/** What the contact rule knows of the two: whether the viewer and the member are connected. */
export type ContactFacts = { connected: boolean };

/**
 * THE contact rule, for every field that shows a member's e-mail, phone number or WhatsApp link
 * (User fields, an opportunity's poster, and so every REST shape built on them): the member
 * themself and admins always see them; otherwise the member's setting decides: "verified" means
 * verified members, "connections" verified members connected with them, "nobody" nobody else.
 * Visitors and members pending verification always get null.
 */
export function canSeeContact(
  viewer: PolicyViewer,
  member: ContactOwner,
  facts: ContactFacts = { connected: false },
): boolean {
  if (!viewer) return false;
  if (viewer.user.id === member.id || viewer.roles.has("ADMIN")) return true;
  if (!viewer.roles.has("VERIFIED")) return false;
  switch (member.contactVisibility ?? "verified") {
    case "verified":
      return true;
    case "connections":
      return facts.connected;
    case "nobody":
      return false;
  }
}

/**
 * Whether the contact rule needs to know if the viewer and the member are connected (only then is
 * it worth a look-up): a verified viewer, not the member nor an admin, and the member's setting
 * "connections".
 */
export function contactNeedsConnection(viewer: PolicyViewer, member: ContactOwner): boolean {
  return (
    viewer !== null &&
    viewer.user.id !== member.id &&
    !viewer.roles.has("ADMIN") &&
    viewer.roles.has("VERIFIED") &&
    member.contactVisibility === "connections"
  );
}

/**
 * Private facts (why a member is pending, whether they are an admin) are for the member themself and
 * admins only.
 */
export function canSeePrivate(viewer: PolicyViewer, member: { id: string }): boolean {
  return viewer !== null && (viewer.user.id === member.id || viewer.roles.has("ADMIN"));
}
