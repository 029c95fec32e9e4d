import type { Request } from "express";
import type { RestRoute } from "../../graphql/rest.js";
import { text } from "../../graphql/rest.js";
import { USER_JSON } from "../users/user.rest.js";

const body = (req: Request) => req.body as Record<string, unknown>;
const query = (req: Request, key: string) =>
  typeof req.query[key] === "string" ? (req.query[key] as string) : undefined;

const STATUS: Record<string, string> = { pending: "PENDING", verified: "VERIFIED", all: "ALL" };
const BOOL: Record<string, boolean> = { true: true, false: false };

/**
 * The documented admin paths. Each accepts an admin's Bearer token or, when ADMIN_API_KEY is set,
 * the key in `X-Admin-Key` (acting as the system admin); see docs and admin-key.ts.
 */
export const adminRoutes: RestRoute[] = [
  {
    // ?status=pending|verified|all&profile_completed=true|false&search=..&limit=1..100&after=<last id>
    method: "get",
    path: "/admin/users",
    adminKey: true,
    document: `query AdminUsers($filter: AdminUsersFilter, $first: Int, $after: String) {
      adminUsers(filter: $filter, first: $first, after: $after) { nodes { ${USER_JSON} } } }`,
    variables: (req) => ({
      filter: {
        status: STATUS[query(req, "status") ?? "all"] ?? query(req, "status"),
        profileCompleted: BOOL[query(req, "profile_completed") ?? ""] ?? null,
        search: query(req, "search") ?? null,
      },
      first: query(req, "limit") === undefined ? 100 : Number(query(req, "limit")),
      after: query(req, "after") ?? null,
    }),
    result: (data) => (data.adminUsers as { nodes: unknown[] }).nodes,
  },
  {
    method: "get",
    path: "/admin/users/stats",
    adminKey: true,
    document: `query AdminStats { adminStats { total_users: totalUsers
      verified_users: verifiedUsers unverified_users: unverifiedUsers
      completed_profiles: completedProfiles } }`,
  },
  {
    method: "patch",
    path: "/admin/users/:id/verify",
    adminKey: true,
    document: `mutation SetVerification($input: SetVerificationInput!) {
      setVerification(input: $input) { ${USER_JSON} } }`,
    variables: (req) => ({
      input: { userIds: [String(req.params.id)], isVerified: body(req).is_verified },
    }),
    result: (data) => (data.setVerification as unknown[])[0],
  },
  {
    method: "post",
    path: "/admin/users/create",
    adminKey: true,
    status: 201,
    document: `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ${USER_JSON} } }`,
    variables: (req) => ({
      input: {
        email: text(req, "email"),
        fullName: text(req, "full_name"),
        rollNumber: body(req).roll_number ?? null,
        course: body(req).course ?? null,
        trade: body(req).trade ?? null,
        currentLocation: body(req).current_location ?? null,
        occupation: body(req).occupation ?? null,
        companyOrganization: body(req).company_organization ?? null,
        phoneNumber: body(req).phone_number ?? null,
        isVerified: body(req).is_verified ?? false,
      },
    }),
  },
];
