import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import { AdminService } from "./modules/admin/admin.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { GoogleAuthService } from "./modules/auth/google.service.js";
import { RateLimiter } from "./modules/auth/rate-limiter.js";
import { SessionService } from "./modules/auth/session.service.js";
import { UserService } from "./modules/users/user.service.js";

export interface Services {
  limiter: RateLimiter;
  sessions: SessionService;
  users: UserService;
  auth: AuthService;
  google: GoogleAuthService;
  admin: AdminService;
}

/** Wires the services once per process; resolvers and REST adapters reach them through the context. */
export function createServices(
  db: DataSource,
  config: Config,
  mailer: Mailer,
  log: Logger,
): Services {
  const limiter = new RateLimiter(db);
  const sessions = new SessionService(db);
  const users = new UserService(db);
  return {
    limiter,
    sessions,
    users,
    auth: new AuthService(db, config, limiter, mailer, sessions, users, log),
    google: new GoogleAuthService(db, config, users, sessions, limiter, log),
    admin: new AdminService(db, config.adminEmails),
  };
}

/** Deletes what has expired: codes, sessions, exchange codes, unfinished Google sign-ins, limit windows. */
export async function pruneExpired(services: Services): Promise<void> {
  await Promise.all([
    services.auth.prune(),
    services.sessions.prune(),
    services.google.pruneFlows(),
    services.limiter.prune(86_400),
  ]);
}
