import { Init1763780000000 } from "./1763780000000-init.js";
import { Harden1764000000000 } from "./1764000000000-harden.js";
import { Admin1764100000000 } from "./1764100000000-admin.js";
import { Profiles1764200000000 } from "./1764200000000-profiles.js";
import { Search1764300000000 } from "./1764300000000-search.js";
import { Opportunities1764400000000 } from "./1764400000000-opportunities.js";
import { AccessTokens1764600000000 } from "./1764600000000-access-tokens.js";
import { ViewerChanges1764800000000 } from "./1764800000000-viewer-changes.js";
import { MemberSearch1764900000000 } from "./1764900000000-member-search.js";
import { MemberSearchBatchRange1765000000000 } from "./1765000000000-member-search-batch-range.js";
import { RollNumberKey1765100000000 } from "./1765100000000-roll-number-key.js";
import { SignInLinks1765130000000 } from "./1765130000000-sign-in-links.js";
import { OpportunityBadge1765140000000 } from "./1765140000000-opportunity-badge.js";
import { EmailDeliveries1765200000000 } from "./1765200000000-email-deliveries.js";
import { Notifications1765210000000 } from "./1765210000000-notifications.js";
import { SavedSearches1765220000000 } from "./1765220000000-saved-searches.js";
import { Connections1765240000000 } from "./1765240000000-connections.js";
import { ContactVisibility1765241000000 } from "./1765241000000-contact-visibility.js";
import { SessionDevices1765290000000 } from "./1765290000000-session-devices.js";
import { MessagesOutliveMembers1765296000000 } from "./1765296000000-messages-outlive-members.js";
import { Events1765260000000 } from "./1765260000000-events.js";
import { Messages1765250000000 } from "./1765250000000-messages.js";
import { Roster1765280000000 } from "./1765280000000-roster.js";
import { Mentorship1765300000000 } from "./1765300000000-mentorship.js";
import { Businesses1765310000000 } from "./1765310000000-businesses.js";
import { RoleForms1765320000000 } from "./1765320000000-role-forms.js";
import { DataChanges1765330000000 } from "./1765330000000-data-changes.js";
import { TitleInitials1765340000000 } from "./1765340000000-title-initials.js";
import { DataChangeKinds1765360000000 } from "./1765360000000-data-change-kinds.js";
import { OpportunitySearchVector1765370000000 } from "./1765370000000-opportunity-search-vector.js";

/** Every migration, in order. A new migration is added here. */
export const migrations = [
  Init1763780000000,
  Harden1764000000000,
  Admin1764100000000,
  Profiles1764200000000,
  Search1764300000000,
  Opportunities1764400000000,
  AccessTokens1764600000000,
  ViewerChanges1764800000000,
  MemberSearch1764900000000,
  MemberSearchBatchRange1765000000000,
  RollNumberKey1765100000000,
  SignInLinks1765130000000,
  OpportunityBadge1765140000000,
  EmailDeliveries1765200000000,
  Notifications1765210000000,
  SavedSearches1765220000000,
  Connections1765240000000,
  ContactVisibility1765241000000,
  Messages1765250000000,
  Events1765260000000,
  Roster1765280000000,
  SessionDevices1765290000000,
  MessagesOutliveMembers1765296000000,
  Mentorship1765300000000,
  Businesses1765310000000,
  RoleForms1765320000000,
  DataChanges1765330000000,
  TitleInitials1765340000000,
  DataChangeKinds1765360000000,
  OpportunitySearchVector1765370000000,
];
