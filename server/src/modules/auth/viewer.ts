import type { User } from "../users/user.entity.js";
import { rolesOf, type Role } from "../users/user.policy.js";
import type { BearerScope, SessionService } from "./session.service.js";

/** Who is calling: what every resolver and REST adapter reads as `ctx.viewer`. */
export interface Viewer {
  user: User;
  sessionId: string;
  /** `session` for a signed-in browser; a personal access token's `read` or `read_write`. */
  scope: BearerScope;
  roles: ReadonlySet<Role>;
  /** A script using ADMIN_API_KEY on an admin REST path: no account, no session. */
  system?: boolean;
}

/**
 * The viewer an `Authorization` header names: `Bearer <token>` (a session or a personal access
 * token) that is still valid; null for no header, another scheme, or a token that is not (or no
 * longer) valid. The roles follow the member's current record and ADMIN_EMAILS.
 */
export async function viewerOfBearer(
  authorization: string | undefined,
  sessions: Pick<SessionService, "resolve">,
  adminEmails: readonly string[],
): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  const session = match ? await sessions.resolve(match[1]) : null;
  if (!session) return null;
  return {
    user: session.user,
    sessionId: session.sessionId,
    scope: session.scope,
    roles: rolesOf(session.user, adminEmails),
  };
}
