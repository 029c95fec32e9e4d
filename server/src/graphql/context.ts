import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { User } from "../modules/users/user.entity.js";
import type { Role } from "../modules/users/user.policy.js";
import type { Services } from "../services.js";

export type { Role };

export interface Viewer {
  user: User;
  sessionId: string;
  roles: ReadonlySet<Role>;
  /** A script using ADMIN_API_KEY on an admin REST path: no account, no session. */
  system?: boolean;
}

/** What every resolver and REST adapter sees: one per request. */
export interface Context {
  requestId: string;
  ip: string;
  viewer: Viewer | null;
  services: Services;
  config: Config;
  log: Logger;
}
