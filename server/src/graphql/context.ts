import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { User } from "../modules/users/user.entity.js";
import type { Role } from "../modules/users/user.policy.js";
import type { Services } from "../services.js";
import type { Loaders } from "./loaders.js";

export type { Role };

export interface Viewer {
  user: User;
  sessionId: string;
  roles: ReadonlySet<Role>;
}

/** What every resolver and REST adapter sees: one per request. */
export interface Context {
  requestId: string;
  ip: string;
  viewer: Viewer | null;
  services: Services;
  /** Per-request DataLoaders: one statement per relation per tick, whatever the list size. */
  loaders: Loaders;
  config: Config;
  log: Logger;
}
