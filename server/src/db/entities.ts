import { AuditEntry } from "../modules/admin/audit-entry.entity.js";
import { EmailCode } from "../modules/auth/email-code.entity.js";
import { OidcFlow } from "../modules/auth/oidc-flow.entity.js";
import { RateLimitCounter } from "../rate-limits/rate-limit.entity.js";
import { Session } from "../modules/auth/session.entity.js";
import { SignInExchange } from "../modules/auth/sign-in-exchange.entity.js";
import { SignInLink } from "../modules/auth/sign-in-link.entity.js";
import { Opportunity } from "../modules/opportunities/opportunity.entity.js";
import { ProfileImage } from "../modules/users/profile-image.entity.js";
import { SavedSearch } from "../modules/saved-searches/saved-search.entity.js";
import { Connection } from "../modules/connections/connection.entity.js";
import {
  CalendarFeedRecord,
  EventCoOrganizer,
  EventRecord,
  EventRsvp,
} from "../modules/events/event.entity.js";
import { User } from "../modules/users/user.entity.js";
import {
  MentorProfileRecord,
  MentorshipRequestRecord,
} from "../modules/mentorship/mentorship.entity.js";
import {
  BusinessRecommendationRecord,
  BusinessRecord,
} from "../modules/businesses/business.entity.js";
import { RosterEntry } from "../modules/roster/roster-entry.entity.js";

export const entities = [
  User,
  EmailCode,
  Session,
  OidcFlow,
  RateLimitCounter,
  SignInExchange,
  SignInLink,
  AuditEntry,
  Opportunity,
  ProfileImage,
  SavedSearch,
  Connection,
  EventRecord,
  EventRsvp,
  EventCoOrganizer,
  CalendarFeedRecord,
  RosterEntry,
  MentorProfileRecord,
  MentorshipRequestRecord,
  BusinessRecord,
  BusinessRecommendationRecord,
];
