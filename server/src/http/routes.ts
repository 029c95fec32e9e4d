import type { RestRoute } from "./rest-route.js";
import { accountRoutes } from "../modules/account/account.rest.js";
import { adminRoutes } from "../modules/admin/admin.rest.js";
import { authRoutes } from "../modules/auth/auth.rest.js";
import { eventRoutes } from "../modules/events/event.rest.js";
import { connectionRoutes } from "../modules/connections/connection.rest.js";
import { notificationRoutes } from "../modules/notifications/notification.rest.js";
import { opportunityRoutes } from "../modules/opportunities/opportunity.rest.js";
import { profileRoutes } from "../modules/users/profile.rest.js";
import { savedSearchRoutes } from "../modules/saved-searches/saved-search.rest.js";
import { searchRoutes } from "../modules/search/search.rest.js";
import { userRoutes } from "../modules/users/user.rest.js";
import { messageRoutes } from "../modules/messages/message.rest.js";
import { safetyRoutes } from "../modules/safety/safety.rest.js";
import { rosterRoutes } from "../modules/roster/roster.rest.js";
import { mentorshipRoutes } from "../modules/mentorship/mentorship.rest.js";
import { businessRoutes } from "../modules/businesses/business.rest.js";

/**
 * Every REST route table, mounted under /api. A feature adds its table here (one line); the drift
 * check validates each table's GraphQL documents against the schema.
 */
export const restRouteTables: RestRoute[][] = [
  authRoutes,
  userRoutes,
  profileRoutes,
  searchRoutes,
  savedSearchRoutes,
  opportunityRoutes,
  adminRoutes,
  notificationRoutes,
  connectionRoutes,
  accountRoutes,
  eventRoutes,
  messageRoutes,
  safetyRoutes,
  rosterRoutes,
  mentorshipRoutes,
  businessRoutes,
];
