// The authorization matrix: who may call what. One row per GraphQL root field and per REST path;
// `authorization.test.ts` runs every row as every kind of caller and fails when the schema or the
// route tables gain an operation without a row here. Resource rules (only the poster edits, only
// the member sees their e-mail) live in each feature's own tests and in PRIVATE_FIELDS below.

/** The kinds of caller. `incomplete` is verified but has not completed the profile. */
export const VIEWERS = ["anonymous", "pending", "incomplete", "verified", "admin"] as const;
export type ViewerKind = (typeof VIEWERS)[number];

/** What a caller gets: through the gate (`ok`, whatever the outcome of the call), or turned away. */
export type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN";

/**
 * The usual gates. `public`: anyone. `member`: signed in. `verified`: a verified member (or admin).
 * `poster`: a verified member with a completed profile. `admin`: admins only.
 */
export type Access = "public" | "member" | "verified" | "poster" | "admin";

export function outcomesFor(access: Access): Record<ViewerKind, Outcome> {
  const signedIn = (o: Outcome): Record<ViewerKind, Outcome> => ({
    anonymous: "UNAUTHENTICATED",
    pending: o,
    incomplete: o,
    verified: o,
    admin: "ok",
  });
  switch (access) {
    case "public":
      return { anonymous: "ok", pending: "ok", incomplete: "ok", verified: "ok", admin: "ok" };
    case "member":
      return signedIn("ok");
    case "verified":
      return { ...signedIn("ok"), pending: "FORBIDDEN" };
    case "poster":
      return { ...signedIn("ok"), pending: "FORBIDDEN", incomplete: "FORBIDDEN" };
    case "admin":
      return signedIn("FORBIDDEN");
  }
}

export interface OperationRow {
  access: Access;
  /** The operation; `$`-variables come from `variables`. */
  document: string;
  variables?: Record<string, unknown>;
  /** Per-viewer exceptions to the gate's outcomes. */
  except?: Partial<Record<ViewerKind, Outcome>>;
  /** Sent as a GraphQL multipart request with this file bound to `$file`. */
  upload?: boolean;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** An event input that passes the gates and fails validation (nothing is published). */
const EVENT_INPUT = {
  title: "",
  description: "Matrix",
  startsAt: "2030-01-01T10:00:00Z",
  endsAt: "2030-01-01T12:00:00Z",
  location: "Mohali",
};

/** A business input that passes the gates and fails validation (nothing is listed). */
const BUSINESS_INPUT = {
  name: "",
  category: "OTHER",
  description: "Matrix",
  services: [],
  location: "Mohali",
};

/** Every root field of the schema (Query and Mutation), by field name. */
export const OPERATIONS: Record<string, OperationRow> = {
  appInfo: { access: "public", document: "{ appInfo { productName } }" },
  emailStatus: {
    access: "public",
    document: `query($e: String!) { emailStatus(email: $e) { isNewUser } }`,
    variables: { e: "matrix@test.istc-connect.in" },
  },
  sendSignInCode: {
    access: "public",
    document: `mutation($i: SendCodeInput!) { sendSignInCode(input: $i) { email } }`,
    variables: { i: { email: "not-an-address", fullName: "" } },
  },
  verifySignInCode: {
    access: "public",
    document: `mutation($i: VerifyCodeInput!) { verifySignInCode(input: $i) { token } }`,
    variables: { i: { email: "matrix@test.istc-connect.in", otp: "000000" } },
  },
  exchangeSignInCode: {
    access: "public",
    document: `mutation($c: String!) { exchangeSignInCode(code: $c) { token } }`,
    variables: { c: "not-a-code" },
  },
  signInWithLink: {
    access: "public",
    document: `mutation($e: String!, $t: String!) { signInWithLink(email: $e, token: $t) { token } }`,
    variables: { e: "matrix@test.istc-connect.in", t: "not-a-token" },
  },
  me: { access: "member", document: "{ me { id } }" },
  completeProfile: {
    access: "member",
    document: `mutation($i: CompleteProfileInput!) { completeProfile(input: $i) { id } }`,
    variables: { i: { rollNumber: "", trade: "", currentLocation: "" } },
  },
  // Signed-in callers are checked by `logout` in the auth tests; here it would end the session the
  // other rows use, so only the anonymous refusal is exercised.
  logout: { access: "member", document: "mutation { logout }" },
  adminStats: { access: "admin", document: "{ adminStats { totalUsers } }" },
  adminUsers: { access: "admin", document: "{ adminUsers(first: 1) { totalCount } }" },
  adminAuditLog: { access: "admin", document: "{ adminAuditLog(first: 1) { nodes { id } } }" },
  setVerification: {
    access: "admin",
    document: `mutation($i: SetVerificationInput!) { setVerification(input: $i) { id } }`,
    variables: { i: { userIds: [UNKNOWN_ID], isVerified: true } },
  },
  createUser: {
    access: "admin",
    document: `mutation($i: CreateUserInput!) { createUser(input: $i) { id } }`,
    variables: { i: { email: "not-an-address", fullName: "" } },
  },
  setAdmin: {
    access: "admin",
    document: `mutation($id: ID!) { setAdmin(userId: $id, isAdmin: true) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  previewRoster: {
    access: "admin",
    document: `mutation($r: [RosterRowInput!]) { previewRoster(rows: $r) { rows } }`,
    variables: { r: [] },
  },
  importRoster: {
    access: "admin",
    document: `mutation($r: [RosterRowInput!]) { importRoster(rows: $r) { imported } }`,
    variables: { r: [] },
  },
  rosterEntries: { access: "admin", document: "{ rosterEntries(first: 1) { totalCount } }" },
  deleteRosterEntry: {
    access: "admin",
    document: `mutation($id: ID!) { deleteRosterEntry(id: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  accessTokens: { access: "member", document: "{ accessTokens { id } }" },
  directory: { access: "public", document: "{ directory(first: 2) { totalCount } }" },
  smartSearch: {
    access: "member",
    document: `query($q: String!) { smartSearch(query: $q, first: 2) { count } }`,
    variables: { q: "fitters in Mohali" },
  },
  searchLocations: { access: "member", document: "{ searchLocations { name count } }" },
  user: {
    access: "member",
    document: `query($id: ID!) { user(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  updateProfile: {
    access: "member",
    document: `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }`,
    variables: { i: { bio: "Matrix" } },
  },
  uploadProfileImage: {
    access: "member",
    document: `mutation($file: Upload!) { uploadProfileImage(file: $file) { id } }`,
    upload: true,
  },
  removeProfileImage: { access: "member", document: "mutation { removeProfileImage { id } }" },
  opportunities: { access: "member", document: "{ opportunities { nodes { id } } }" },
  opportunity: {
    access: "member",
    document: `query($id: ID!) { opportunity(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  opportunityStats: { access: "member", document: "{ opportunityStats { total } }" },
  viewerCanPost: { access: "public", document: "{ viewerCanPost { allowed reason refusal } }" },
  postOpportunity: {
    access: "poster",
    document: `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id } }`,
    variables: {
      i: { title: "Matrix job", type: "JOB", location: "Mohali", description: "A job." },
    },
  },
  updateOpportunity: {
    access: "member",
    document: `mutation($id: ID!, $i: OpportunityInput!) { updateOpportunity(id: $id, input: $i) { id } }`,
    variables: {
      id: UNKNOWN_ID,
      i: { title: "Matrix job", type: "JOB", location: "Mohali", description: "A job." },
    },
  },
  deleteOpportunity: {
    access: "member",
    document: `mutation($id: ID!) { deleteOpportunity(id: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  createAccessToken: {
    access: "member",
    document: `mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }`,
    variables: { i: { name: "", scope: "READ" } },
  },
  revokeAccessToken: {
    access: "member",
    document: `mutation($id: ID!) { revokeAccessToken(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  notifications: { access: "member", document: "{ notifications(first: 2) { unread } }" },
  unreadNotifications: { access: "member", document: "{ unreadNotifications }" },
  notificationPreferences: {
    access: "member",
    document: "{ notificationPreferences { savedSearches } }",
  },
  unsubscribeLink: {
    access: "public",
    document: `query($t: String!) { unsubscribeLink(token: $t) { kind } }`,
    variables: { t: "not-a-token" },
  },
  markNotificationsRead: {
    access: "member",
    document: `mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
    variables: { ids: [UNKNOWN_ID] },
  },
  updateNotificationPreferences: {
    access: "member",
    document: `mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { events } }`,
    variables: {
      i: {
        savedSearches: "INSTANT",
        opportunities: "WEEKLY",
        messages: "INSTANT",
        events: "INSTANT",
        verification: "INSTANT",
      },
    },
  },
  unsubscribe: {
    access: "public",
    document: `mutation($t: String!) { unsubscribe(token: $t) { kind } }`,
    variables: { t: "not-a-token" },
  },
  savedSearches: { access: "member", document: "{ savedSearches { id } }" },
  // Mentorship: profiles and requests for verified members; answers by the two only (services).
  myMentorProfile: { access: "member", document: "{ myMentorProfile { capacity } }" },
  mentors: { access: "verified", document: "{ mentors(first: 1) { totalCount } }" },
  mentorTopicSuggestions: { access: "member", document: "{ mentorTopicSuggestions }" },
  mentorshipRequests: { access: "member", document: "{ mentorshipRequests { id } }" },
  mentorshipOverview: {
    access: "admin",
    document: "{ mentorshipOverview { mentors feedback(first: 1) { nodes { rating note } } } }",
  },
  saveMentorProfile: {
    access: "poster",
    document: `mutation($i: MentorProfileInput!) { saveMentorProfile(input: $i) { capacity } }`,
    variables: { i: { isMentor: true, topics: [], capacity: 0 } },
  },
  requestMentorship: {
    access: "verified",
    document: `mutation($i: MentorshipRequestInput!) { requestMentorship(input: $i) { id } }`,
    variables: { i: { mentorId: UNKNOWN_ID, goal: "Matrix" } },
  },
  acceptMentorship: {
    access: "member",
    document: `mutation($id: ID!) { acceptMentorship(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  declineMentorship: {
    access: "member",
    document: `mutation($id: ID!) { declineMentorship(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  endMentorship: {
    access: "member",
    document: `mutation($id: ID!) { endMentorship(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  leaveMentorshipFeedback: {
    access: "member",
    document: `mutation($i: MentorshipFeedbackInput!) { leaveMentorshipFeedback(input: $i) { id } }`,
    variables: { i: { requestId: UNKNOWN_ID, rating: 5 } },
  },
  savedSearch: {
    access: "member",
    document: `query($id: ID!) { savedSearch(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  saveSearch: {
    access: "member",
    document: `mutation($i: SaveSearchInput!) { saveSearch(input: $i) { id } }`,
    variables: { i: { query: "", alert: "OFF" } },
  },
  updateSavedSearch: {
    access: "member",
    document: `mutation($id: ID!, $i: UpdateSavedSearchInput!) { updateSavedSearch(id: $id, input: $i) { id } }`,
    variables: { id: UNKNOWN_ID, i: { alert: "OFF" } },
  },
  deleteSavedSearch: {
    access: "member",
    document: `mutation($id: ID!) { deleteSavedSearch(id: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  markSavedSearchSeen: {
    access: "member",
    document: `mutation($id: ID!) { markSavedSearchSeen(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  connections: { access: "member", document: "{ connections { id } }" },
  requestConnection: {
    access: "verified",
    document: `mutation($i: RequestConnectionInput!) { requestConnection(input: $i) { id } }`,
    variables: { i: { userId: UNKNOWN_ID } },
  },
  acceptConnection: {
    access: "verified",
    document: `mutation($id: ID!) { acceptConnection(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  declineConnection: {
    access: "member",
    document: `mutation($id: ID!) { declineConnection(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  removeConnection: {
    access: "member",
    document: `mutation($id: ID!) { removeConnection(id: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  mySessions: { access: "member", document: "{ mySessions { id current } }" },
  revokeSession: {
    access: "member",
    document: `mutation($id: ID!) { revokeSession(id: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  revokeOtherSessions: { access: "member", document: "mutation { revokeOtherSessions }" },
  myData: { access: "member", document: "{ myData }" },
  // Without the confirmation: through the gate, refused for the words (the callers stay).
  deleteMyAccount: {
    access: "member",
    document: `mutation { deleteMyAccount(confirm: "no") }`,
  },
  eraseMember: {
    access: "admin",
    document: `mutation($id: ID!) { eraseMember(userId: $id, reason: "Matrix") }`,
    variables: { id: UNKNOWN_ID },
  },
  // Events: for verified members (a pending member is FORBIDDEN, even on an unknown id).
  events: { access: "verified", document: "{ events(first: 1) { items { id } } }" },
  event: {
    access: "verified",
    document: `query($id: ID!) { event(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  calendarFeed: { access: "member", document: "{ calendarFeed { url } }" },
  createCalendarFeed: { access: "verified", document: "mutation { createCalendarFeed { url } }" },
  revokeCalendarFeed: { access: "member", document: "mutation { revokeCalendarFeed }" },
  createEvent: {
    access: "poster",
    document: `mutation($i: EventInput!) { createEvent(input: $i) { id } }`,
    variables: { i: EVENT_INPUT },
  },
  updateEvent: {
    access: "verified",
    document: `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { id } }`,
    variables: { id: UNKNOWN_ID, i: EVENT_INPUT },
  },
  cancelEvent: {
    access: "verified",
    document: `mutation($id: ID!) { cancelEvent(id: $id, reason: "Matrix") { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  rsvpEvent: {
    access: "verified",
    document: `mutation($id: ID!) { rsvpEvent(id: $id, status: GOING) { status } }`,
    variables: { id: UNKNOWN_ID },
  },
  addCoOrganizer: {
    access: "verified",
    document: `mutation($id: ID!) { addCoOrganizer(eventId: $id, userId: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  removeCoOrganizer: {
    access: "verified",
    document: `mutation($id: ID!) { removeCoOrganizer(eventId: $id, userId: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  // Businesses: members read; verified members with a complete profile list; verified recommend.
  businesses: { access: "member", document: "{ businesses(first: 1) { totalCount } }" },
  business: {
    access: "member",
    document: `query($id: ID!) { business(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  myBusinesses: { access: "member", document: "{ myBusinesses { id } }" },
  businessLocations: { access: "member", document: "{ businessLocations { count } }" },
  createBusiness: {
    access: "poster",
    document: `mutation($i: BusinessInput!) { createBusiness(input: $i) { id } }`,
    variables: { i: BUSINESS_INPUT },
  },
  updateBusiness: {
    access: "member",
    document: `mutation($id: ID!, $i: BusinessInput!) { updateBusiness(id: $id, input: $i) { id } }`,
    variables: { id: UNKNOWN_ID, i: BUSINESS_INPUT },
  },
  deleteBusiness: {
    access: "member",
    document: `mutation($id: ID!) { deleteBusiness(id: $id, reason: "Matrix") }`,
    variables: { id: UNKNOWN_ID },
  },
  recommendBusiness: {
    access: "verified",
    document: `mutation($id: ID!) { recommendBusiness(id: $id) { recommendations } }`,
    variables: { id: UNKNOWN_ID },
  },
  unrecommendBusiness: {
    access: "verified",
    document: `mutation($id: ID!) { unrecommendBusiness(id: $id) { recommendations } }`,
    variables: { id: UNKNOWN_ID },
  },
  uploadBusinessLogo: {
    access: "member",
    document: `mutation($id: ID!, $file: Upload!) { uploadBusinessLogo(id: $id, file: $file) { id } }`,
    variables: { id: UNKNOWN_ID },
    upload: true,
  },
  myConnections: { access: "member", document: "{ myConnections { items { id } } }" },
  conversations: { access: "member", document: "{ conversations { items { id } } }" },
  conversation: {
    access: "member",
    document: `query($id: ID!) { conversation(id: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  conversationWith: {
    access: "member",
    document: `query($id: ID!) { conversationWith(userId: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  messages: {
    access: "member",
    document: `query($id: ID!) { messages(conversationId: $id) { hasMore } }`,
    variables: { id: UNKNOWN_ID },
  },
  unreadConversationCount: { access: "member", document: "{ unreadConversationCount }" },
  sendMessage: {
    access: "verified",
    document: `mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`,
    variables: { i: { toUserId: UNKNOWN_ID, body: "Matrix" } },
  },
  markConversationRead: {
    access: "member",
    document: `mutation($id: ID!) { markConversationRead(conversationId: $id) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
  blockedMembers: { access: "member", document: "{ blockedMembers { id } }" },
  blockMember: {
    access: "member",
    document: `mutation($id: ID!) { blockMember(userId: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  unblockMember: {
    access: "member",
    document: `mutation($id: ID!) { unblockMember(userId: $id) }`,
    variables: { id: UNKNOWN_ID },
  },
  reportContent: {
    access: "member",
    document: `mutation($i: ReportInput!) { reportContent(input: $i) { id } }`,
    variables: { i: { userId: UNKNOWN_ID, reason: "Matrix" } },
  },
  reports: { access: "admin", document: "{ reports { items { id } } }" },
  resolveReport: {
    access: "admin",
    document: `mutation($id: ID!) { resolveReport(id: $id, action: DISMISS) { id } }`,
    variables: { id: UNKNOWN_ID },
  },
};

/** Operations whose signed-in rows would change the callers' own state (run anonymously only). */
export const ANONYMOUS_ONLY = new Set(["logout"]);

export interface RestRow {
  access: Access;
  body?: unknown;
  /** Per-viewer exceptions, as HTTP statuses are derived from outcomes (401, 403, else not those). */
  except?: Partial<Record<ViewerKind, Outcome>>;
  /** Whether `X-Admin-Key` (ADMIN_API_KEY) opens this path: the admin paths only; elsewhere the
   * header gives nothing (the caller is anonymous). */
  adminKey?: boolean;
}

/** Every REST path, by `METHOD /path` as in the route tables (`:id` filled with an unknown id). */
export const REST_PATHS: Record<string, RestRow> = {
  "GET /auth/me": { access: "member" },
  "POST /auth/send-otp": { access: "public", body: { email: "not-an-address" } },
  "POST /auth/verify-otp": { access: "public", body: { email: "x@y.in", otp: "1" } },
  "POST /auth/exchange": { access: "public", body: { code: "nope" } },
  "POST /auth/logout": { access: "member" },
  "PUT /profile/complete": { access: "member", body: { roll_number: "" } },
  "PUT /profile/update": {
    access: "member",
    body: { bio: "Matrix", contact_visibility: "verified" },
  },
  "POST /profile/upload-image": { access: "member" },
  "DELETE /profile/delete-image": { access: "member" },
  "GET /users/:userId": { access: "member" },
  "GET /directory/users": { access: "public" },
  "GET /search/smart": { access: "member" },
  "GET /search/locations": { access: "member" },
  "GET /opportunities/stats/overview": { access: "member" },
  "GET /opportunities": { access: "member" },
  "POST /opportunities": {
    access: "poster",
    body: { title: "Matrix job", type: "Job", location: "Mohali", description: "A job." },
  },
  "GET /opportunities/:id": { access: "member" },
  "PUT /opportunities/:id": {
    access: "member",
    body: { title: "Matrix job", type: "Job", location: "Mohali", description: "A job." },
  },
  "DELETE /opportunities/:id": { access: "member" },
  "GET /saved-searches": { access: "member" },
  "POST /saved-searches": { access: "member", body: { query: "", alert: "off" } },
  "PATCH /saved-searches/:id": { access: "member", body: { alert: "off" } },
  "DELETE /saved-searches/:id": { access: "member" },
  "GET /admin/users": { access: "admin", adminKey: true },
  "GET /admin/users/stats": { access: "admin", adminKey: true },
  "PATCH /admin/users/:id/verify": {
    access: "admin",
    adminKey: true,
    body: { is_verified: true },
  },
  "POST /admin/users/create": { access: "admin", adminKey: true, body: { email: "nope" } },
  "DELETE /admin/users/:id": { access: "admin", adminKey: true, body: { reason: "Matrix" } },
  "GET /profile/export": { access: "member" },
  "DELETE /profile": { access: "member", body: { confirm: "no" } },
  "GET /auth/sessions": { access: "member" },
  "DELETE /auth/sessions/:id": { access: "member" },
  "DELETE /auth/sessions": { access: "member" },
  "POST /admin/roster": { access: "admin", adminKey: true, body: { rows: [] } },
  "GET /admin/roster": { access: "admin", adminKey: true },
  "DELETE /admin/roster/:id": { access: "admin", adminKey: true },
  "GET /connections": { access: "member" },
  "POST /connections": { access: "verified", body: { user_id: UNKNOWN_ID } },
  "POST /connections/:id/accept": { access: "verified" },
  "POST /connections/:id/decline": { access: "member" },
  "DELETE /connections/:id": { access: "member" },
  "GET /events": { access: "verified" },
  "POST /events": {
    access: "poster",
    body: {
      title: "",
      description: "Matrix",
      starts_at: "2030-01-01T10:00:00Z",
      ends_at: "2030-01-01T12:00:00Z",
      location: "Mohali",
      audience: { batch_year: 2012, trade: "Fitter" },
    },
  },
  "GET /events/:id": { access: "verified" },
  "PUT /events/:id": {
    access: "verified",
    body: {
      title: "",
      description: "Matrix",
      starts_at: "2030-01-01T10:00:00Z",
      ends_at: "2030-01-01T12:00:00Z",
      location: "Mohali",
    },
  },
  "DELETE /events/:id": { access: "verified" },
  "POST /events/:id/rsvp": { access: "verified", body: { status: "going" } },
  "GET /events/:id/ics": { access: "verified" },
  "GET /businesses": { access: "member" },
  "POST /businesses": {
    access: "poster",
    body: { name: "", category: "Other", description: "Matrix", services: [], location: "Mohali" },
  },
  "GET /businesses/:id": { access: "member" },
  "PUT /businesses/:id": {
    access: "member",
    body: { name: "", category: "Other", description: "Matrix", services: [], location: "Mohali" },
  },
  "DELETE /businesses/:id": { access: "member", body: { reason: "Matrix reason" } },
  "POST /businesses/:id/recommend": { access: "verified" },
  "DELETE /businesses/:id/recommend": { access: "verified" },
  "POST /businesses/:id/logo": { access: "member" },
  "POST /messages": { access: "verified", body: { to_user_id: UNKNOWN_ID, body: "Matrix" } },
  "GET /conversations": { access: "member" },
  "GET /conversations/:id/messages": { access: "member" },
  "POST /users/:id/block": { access: "member" },
  "DELETE /users/:id/block": { access: "member" },
  "POST /reports": { access: "member", body: { user_id: UNKNOWN_ID, reason: "Matrix" } },
  "GET /admin/reports": { access: "admin", adminKey: true },
  "POST /admin/reports/:id/resolve": {
    access: "admin",
    adminKey: true,
    body: { action: "dismiss" },
  },
  "GET /mentorship/profile": { access: "member" },
  "PUT /mentorship/profile": {
    access: "poster",
    body: { is_mentor: true, topics: [], capacity: 0 },
  },
  "GET /mentors": { access: "verified" },
  "POST /mentorship/requests": {
    access: "verified",
    body: { mentor_id: UNKNOWN_ID, goal: "Matrix" },
  },
  "GET /mentorship/requests": { access: "member" },
  "POST /mentorship/requests/:id/accept": { access: "member" },
  "POST /mentorship/requests/:id/decline": { access: "member" },
  "POST /mentorship/requests/:id/end": { access: "member" },
  "POST /mentorship/requests/:id/feedback": { access: "member", body: { rating: 5 } },
  "GET /admin/mentorship": { access: "admin", adminKey: true },
  "GET /notifications": { access: "member" },
  "POST /notifications/read": { access: "member", body: { ids: [UNKNOWN_ID] } },
  "GET /notifications/preferences": { access: "member" },
  "PUT /notifications/preferences": {
    access: "member",
    body: {
      email: {
        saved_searches: "instant",
        opportunities: "weekly",
        messages: "instant",
        events: "instant",
        verification: "instant",
      },
    },
  },
};

/**
 * Fields whose value depends on who asks, read on the `verified` caller's own record by every kind
 * of caller: `true` where the caller gets a value, `false` where null (or, for visitors, no access).
 */
export const PRIVATE_FIELDS: Record<string, { field: string; sees: Record<ViewerKind, boolean> }> =
  {
    "User.email": {
      field: "email",
      sees: { anonymous: false, pending: false, incomplete: true, verified: true, admin: true },
    },
    "User.contactVisibility": {
      field: "contactVisibility",
      sees: { anonymous: false, pending: false, incomplete: false, verified: true, admin: true },
    },
    "User.viewerConnection": {
      field: "viewerConnection { state }",
      sees: { anonymous: false, pending: true, incomplete: true, verified: false, admin: true },
    },
    "User.mentorProfile": {
      field: "mentorProfile { capacity }",
      sees: { anonymous: false, pending: false, incomplete: true, verified: true, admin: true },
    },
    "User.viewerBlocked": {
      field: "viewerBlocked",
      sees: { anonymous: false, pending: true, incomplete: true, verified: false, admin: true },
    },
  };

export const fillPath = (path: string) => path.replace(/:\w+/g, UNKNOWN_ID);
