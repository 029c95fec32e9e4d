import { ADMIN_LIMITS } from "#common/limits";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";
import { USER_JSON } from "../users/user.rest.js";

const STATUS = { pending: "PENDING", verified: "VERIFIED", all: "ALL" } as const;

/**
 * The documented admin paths. Each accepts an admin's Bearer token or, when ADMIN_API_KEY is set,
 * the key in `X-Admin-Key` (acting as the system admin); see docs and admin-key.ts.
 */
export const adminRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/admin/users",
    adminKey: true,
    query: {
      status: rest.oneOf(["all", "pending", "verified"], { fallback: "all" }),
      profile_completed: rest.flag(),
      search: rest.text({ max: ADMIN_LIMITS.search }),
      limit: rest.int({ min: 1, max: ADMIN_LIMITS.pageSize, fallback: ADMIN_LIMITS.pageSize }),
      after: rest.id("a user id (the last one of the previous page)"),
    },
    document: `query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {
      adminUsers(filter: $filter, first: $first, after: $after) { nodes { ${USER_JSON} } } }`,
    variables: ({ query }) => ({
      filter: {
        status: STATUS[query.status],
        profileCompleted: query.profile_completed ?? null,
        search: query.search ?? null,
      },
      first: query.limit,
      after: query.after ?? null,
    }),
    result: (data) => (data.adminUsers as { nodes: unknown[] }).nodes,
  }),
  {
    method: "get",
    path: "/admin/users/stats",
    adminKey: true,
    document: `query AdminStats { adminStats { total_users: totalUsers
      verified_users: verifiedUsers unverified_users: unverifiedUsers
      completed_profiles: completedProfiles } }`,
  },
  restRoute({
    method: "patch",
    path: "/admin/users/:id/verify",
    adminKey: true,
    body: { is_verified: rest.flag({ required: true }) },
    document: `mutation SetVerification($input: SetVerificationInput!) {
      setVerification(input: $input) { ${USER_JSON} } }`,
    variables: ({ body, path }) => ({
      input: { userIds: [path.id], isVerified: body.is_verified },
    }),
    result: (data) => (data.setVerification as unknown[])[0],
  }),
  restRoute({
    method: "post",
    path: "/admin/users/create",
    adminKey: true,
    status: 201,
    body: {
      email: rest.text({ fallback: "" }),
      full_name: rest.text({ fallback: "" }),
      roll_number: rest.text(),
      course: rest.text(),
      trade: rest.text(),
      current_location: rest.text(),
      occupation: rest.text(),
      company_organization: rest.text(),
      phone_number: rest.text(),
      is_verified: rest.flag({ fallback: false }),
    },
    document: `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ${USER_JSON} } }`,
    variables: ({ body }) => ({
      input: {
        email: body.email,
        fullName: body.full_name,
        rollNumber: body.roll_number ?? null,
        course: body.course ?? null,
        trade: body.trade ?? null,
        currentLocation: body.current_location ?? null,
        occupation: body.occupation ?? null,
        companyOrganization: body.company_organization ?? null,
        phoneNumber: body.phone_number ?? null,
        isVerified: body.is_verified,
      },
    }),
  }),
];
