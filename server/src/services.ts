import type { Pool } from "pg";
import { allowNamedStatements } from "./db/sql.js";
import type { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { OPERATION_WINDOW_SECONDS, type Config } from "./config.js";
import type { JobDefinition, JobQueue } from "./jobs/job-queue.js";
import type { Logger } from "./logger.js";
import { MailDeliveries } from "./mail/deliveries.js";
import type { Mailer } from "./mail/mailer.js";
import { NotificationDigests } from "./modules/notifications/notification.digests.js";
import { NotificationService } from "./modules/notifications/notification.service.js";
import { AdminService } from "./modules/admin/admin.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { GoogleAuthService } from "./modules/auth/google.service.js";
import { BatchedWindowCounter } from "./rate-limits/batched-counter.js";
import { ReadCache } from "./graphql/read-cache.js";
import { RateLimiter } from "./rate-limits/rate-limiter.js";
import { SessionService } from "./modules/auth/session.service.js";
import { AccessTokenService } from "./modules/tokens/access-token.service.js";
import { OpportunityService } from "./modules/opportunities/opportunity.service.js";
import { ProfileImageService } from "./modules/users/profile-image.service.js";
import { ProfileService } from "./modules/users/profile.service.js";
import { SearchService } from "./modules/search/search.service.js";
import { SavedSearchService } from "./modules/saved-searches/saved-search.service.js";
import {
  ConnectionService,
  type ConnectionPorts,
} from "./modules/connections/connection.service.js";
import { AccountService } from "./modules/account/account.service.js";
import { eventErasureHook } from "./modules/events/event-erasure.js";
import { UserService } from "./modules/users/user.service.js";
import { EventService } from "./modules/events/event.service.js";
import { EventNotices } from "./modules/events/event.notices.js";
import { EventRsvps } from "./modules/events/event-rsvp.js";
import { EventCalendars } from "./modules/events/event-calendar.js";
import { MessageEventBus } from "./modules/messages/message-events.js";
import { MessagePresence } from "./modules/messages/message-presence.js";
import { MessageService } from "./modules/messages/message.service.js";
import { BlockService } from "./modules/safety/block.service.js";
import { ReportService } from "./modules/safety/report.service.js";
import { RosterService } from "./modules/roster/roster.service.js";
import { MentorProfiles } from "./modules/mentorship/mentor-profiles.js";
import { MentorSearch } from "./modules/mentorship/mentor-search.js";
import { MentorshipAdmin } from "./modules/mentorship/mentorship-admin.js";
import { MentorshipNotices } from "./modules/mentorship/mentorship.notices.js";
import { MentorshipService } from "./modules/mentorship/mentorship.service.js";
import { BusinessService } from "./modules/businesses/business.service.js";
import { BusinessLogos } from "./modules/businesses/business-logo.js";

export interface Services {
  /** Background jobs (pg-boss): every copy sends, copies with workers run them. */
  jobs: JobQueue;
  /** E-mails sent by jobs, each once (idempotency key). */
  mail: MailDeliveries;
  limiter: RateLimiter;
  /** Read counts per minute, batched into PostgreSQL once a second. */
  readCounter: BatchedWindowCounter;
  sessions: SessionService;
  /** Answers of the client's own reads, kept per viewer while no data changes (READ_CACHE_MB). */
  readCache: ReadCache;
  users: UserService;
  auth: AuthService;
  google: GoogleAuthService;
  admin: AdminService;
  accessTokens: AccessTokenService;
  opportunities: OpportunityService;
  profiles: ProfileService;
  profileImages: ProfileImageService;
  search: SearchService;
  /** In-app notifications and their e-mails (instant through `mail`, or in digests). */
  notifications: NotificationService;
  /** The daily and weekly runs: opportunities, members waiting, digests. */
  notificationDigests: NotificationDigests;
  /** Saved searches, and the matching job that alerts their owners of new matches. */
  savedSearches: SavedSearchService;
  /** Connection requests and connections between verified members. */
  connections: ConnectionService;
  /** A member's own data: sessions, the export, deleting the account (and an admin's erasure). */
  account: AccountService;
  /** Events and reunions: organising, lists, co-organisers (and their notices' jobs). */
  events: EventService;
  /** RSVPs, the capacity and the waitlist. */
  eventRsvps: EventRsvps;
  /** An event's .ics and each member's private calendar feed. */
  eventCalendars: EventCalendars;
  /** Conversations and messages between connections, and their live events. */
  messages: MessageService;
  /** Blocks between members. */
  blocks: BlockService;
  /** Reports to the admins and the moderation queue. */
  reports: ReportService;
  /** The roster an admin imports, and the verifications it makes. */
  roster: RosterService;
  /** Mentor profiles (saving one's own; User.mentorProfile). */
  mentorProfiles: MentorProfiles;
  /** Finding mentors by topic and in plain language (smart search's understanding). */
  mentorSearch: MentorSearch;
  /** Mentorship requests and mentorships (and their notices' job). */
  mentorship: MentorshipService;
  /** The admins' mentorship counts and feedback. */
  mentorshipAdmin: MentorshipAdmin;
  /** The business directory: listings, the search and map, recommendations. */
  businesses: BusinessService;
  /** Business logos (the profile photo pipeline). */
  businessLogos: BusinessLogos;
}

/** Wires the services once per process; resolvers and REST adapters reach them through the context. */
export function createServices(
  db: DataSource,
  config: Config,
  mailer: Mailer,
  log: Logger,
  jobs: JobQueue,
): Services {
  // A real PostgreSQL plans the hot statements once per connection (db/sql.ts `rows`).
  if (config.databaseUrl) allowNamedStatements(db);
  const limiter = new RateLimiter(db);
  const sessions = new SessionService(db, {
    ttlSeconds: config.viewerCacheSeconds,
    // Without DATABASE_URL the app runs on the embedded database, one backend for all connections.
    delivery: config.databaseUrl ? "listener" : "in-stream",
    log,
  });
  const mail = new MailDeliveries(db, jobs, mailer, log);
  const notifications = new NotificationService(db, mail, {
    appUrl: config.appUrl,
    authSecret: config.authSecret,
  });
  const roster = new RosterService(db, notifications);
  const users = new UserService(db, roster);
  const search = new SearchService(db);
  const events = new EventService(db, new EventNotices(db, jobs, notifications, log), limiter, log);
  const blocks = new BlockService(db);
  const admin = new AdminService(db, config.adminEmails);
  // What connections and messages tell members through, and the blocks they ask about.
  const memberPorts: ConnectionPorts = {
    notify: (input) => notifications.notify(input),
    blockedBetween: (a, b) => blocks.blockedBetween(a, b),
  };
  const connections = new ConnectionService(db, limiter, memberPorts, log);
  const messageEvents = new MessageEventBus(() => (db.driver as PostgresDriver).master as Pool, {
    // The embedded database is one process: its events need no trip through PostgreSQL.
    delivery: config.databaseUrl ? "listener" : "in-process",
    log,
  });
  return withBusinesses(db, log, {
    jobs,
    mail,
    limiter,
    readCounter: new BatchedWindowCounter(db, OPERATION_WINDOW_SECONDS),
    readCache: new ReadCache(db, () => sessions.changes, config.readCacheMb * 1024 * 1024, log),
    sessions,
    users,
    auth: new AuthService(db, config, limiter, mailer, sessions, users, log),
    google: new GoogleAuthService(db, config, users, sessions, limiter, log),
    admin,
    accessTokens: new AccessTokenService(db),
    opportunities: new OpportunityService(db, limiter, {
      mailer,
      contactEmail: config.contactEmail,
      log,
    }),
    profiles: new ProfileService(db, users),
    profileImages: new ProfileImageService(db, limiter),
    search,
    notifications,
    notificationDigests: new NotificationDigests(db, jobs, mail, notifications, {
      adminEmails: config.adminEmails,
      log,
    }),
    savedSearches: new SavedSearchService(
      db,
      search,
      { alerts: notifications, onVerified: (id) => notifications.memberVerified(id) },
      log,
    ),
    connections,
    account: new AccountService(
      db,
      sessions,
      config.adminEmails,
      [eventErasureHook(db, notifications)],
      log,
    ),
    events,
    eventRsvps: new EventRsvps(db, events, events.notices),
    eventCalendars: new EventCalendars(db, events, {
      appUrl: config.appUrl,
      authSecret: config.authSecret,
    }),
    messages: new MessageService(
      db,
      limiter,
      messageEvents,
      new MessagePresence(db, log),
      memberPorts as Required<ConnectionPorts>,
      log,
    ),
    blocks,
    reports: new ReportService(db, limiter, {
      suspend: (actor, userId) => admin.setVerification(actor, [userId], false),
    }),
    roster,
    ...mentorshipServices(db, { limiter, jobs, notifications, blocks, connections, search }, log),
  });
}

/** Mentorship's services: profiles, search, requests (with their notices) and the admins' view. */
function mentorshipServices(
  db: DataSource,
  deps: Pick<Services, "limiter" | "jobs" | "notifications" | "blocks" | "connections" | "search">,
  log: Logger,
): Pick<Services, "mentorProfiles" | "mentorSearch" | "mentorship" | "mentorshipAdmin"> {
  return {
    mentorProfiles: new MentorProfiles(db),
    mentorSearch: new MentorSearch(db, deps.search),
    mentorship: new MentorshipService(
      db,
      deps.limiter,
      new MentorshipNotices(db, deps.jobs, (input) => deps.notifications.notify(input), log),
      {
        blockedBetween: (a, b) => deps.blocks.blockedBetween(a, b),
        connectPair: (a, b, q) => deps.connections.connectPair(a, b, q),
      },
      log,
    ),
    mentorshipAdmin: new MentorshipAdmin(db),
  };
}

/** The services with the business directory and its logos (issue 28) added. */
function withBusinesses(
  db: DataSource,
  log: Logger,
  services: Omit<Services, "businesses" | "businessLogos">,
): Services {
  const businesses = new BusinessService(db, services.limiter, services.notifications, log);
  return {
    ...services,
    businesses,
    businessLogos: new BusinessLogos(db, businesses, services.limiter),
  };
}

/** Every kind of background job, with its worker: one line per module that has jobs. */
export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    services.mail.job(),
    ...services.notificationDigests.jobs(),
    services.savedSearches.job(),
    ...services.events.notices.definitions(),
    ...services.mentorship.notices.definitions(),
  ] as JobDefinition[];
}

/**
 * Deletes what has expired: codes, sessions, exchange codes, unfinished Google sign-ins, limit
 * windows; and removes Google links of accounts that became admins (ADMIN_EMAILS). Run at start.
 */
export async function pruneExpired(services: Services): Promise<void> {
  await Promise.all([
    services.auth.prune(),
    services.sessions.prune(),
    services.google.pruneFlows(),
    services.google.unlinkAdmins(),
    services.limiter.prune(86_400),
  ]);
}
