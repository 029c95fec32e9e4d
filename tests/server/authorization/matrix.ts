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
  "POST /admin/roster": { access: "admin", adminKey: true, body: { rows: [] } },
  "GET /admin/roster": { access: "admin", adminKey: true },
  "DELETE /admin/roster/:id": { access: "admin", adminKey: true },
  "GET /connections": { access: "member" },
  "POST /connections": { access: "verified", body: { user_id: UNKNOWN_ID } },
  "POST /connections/:id/accept": { access: "verified" },
  "POST /connections/:id/decline": { access: "member" },
  "DELETE /connections/:id": { access: "member" },
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
  };

export const fillPath = (path: string) => path.replace(/:\w+/g, UNKNOWN_ID);
