import { conflict, forbidden } from "../../errors.js";
import type { User } from "../users/user.entity.js";
import { isAdmin } from "../users/user.policy.js";
import type { AuditActor } from "./audit-log.js";

/** Who acts: an admin (their id and name) or the system admin of ADMIN_API_KEY (no id). */
export type AdminActor = AuditActor;

export const OWN_ROLE_MESSAGE = "You cannot remove your own admin role";
export const ADMIN_EMAILS_MESSAGE =
  "This member is an admin through ADMIN_EMAILS; remove the address there to demote them";
export const LAST_ADMIN_MESSAGE = "The last admin cannot be demoted";

/**
 * Removing someone's admin role: never one's own (FORBIDDEN), never an admin by ADMIN_EMAILS (the
 * server's configuration says so: CONFLICT), and never the last admin (CONFLICT). `otherAdmins`
 * counts the admins besides `user`; it is only asked when the cheaper rules pass. Call while
 * holding the lock that serialises role changes.
 */
export async function assertCanDemote(
  actor: AdminActor,
  user: Pick<User, "id" | "email" | "isAdminFlag">,
  adminEmails: readonly string[],
  otherAdmins: () => Promise<number>,
): Promise<void> {
  if (actor.userId === user.id) throw forbidden(OWN_ROLE_MESSAGE);
  if (!user.isAdminFlag && isAdmin(user, adminEmails)) throw conflict(ADMIN_EMAILS_MESSAGE);
  if (user.isAdminFlag && (await otherAdmins()) === 0) throw conflict(LAST_ADMIN_MESSAGE);
}
