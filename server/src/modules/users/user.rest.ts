import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";

/** The documented JSON shape of a user, as GraphQL aliases. */
export const USER_JSON = `id email full_name: fullName roll_number: rollNumber trade
  current_location: currentLocation job_title: jobTitle company skills linkedin_url: linkedinUrl
  whatsapp_link: whatsappLink bio profile_image: profileImage profile_completed: profileCompleted
  is_verified: isVerified is_admin: isAdmin course occupation
  company_organization: companyOrganization phone_number: phoneNumber batch_year: batchYear
  pending_reason: pendingReason created_at: createdAt`;

export const userRoutes: RestRoute[] = [
  restRoute({
    method: "put",
    path: "/profile/complete",
    body: {
      roll_number: rest.text({ fallback: "" }),
      trade: rest.text({ fallback: "" }),
      current_location: rest.text({ fallback: "" }),
      batch_year: rest.int({}),
    },
    document: `mutation CompleteProfile($input: CompleteProfileInput!) {
      completeProfile(input: $input) { ${USER_JSON} } }`,
    variables: ({ body }) => ({
      input: {
        rollNumber: body.roll_number,
        trade: body.trade,
        currentLocation: body.current_location,
        batchYear: body.batch_year ?? null,
      },
    }),
  }),
];
