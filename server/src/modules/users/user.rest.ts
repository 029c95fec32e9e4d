import type { RestRoute } from "../../graphql/rest.js";
import { text } from "../../graphql/rest.js";

/** The documented JSON shape of a user, as GraphQL aliases. */
export const USER_JSON = `id email full_name: fullName roll_number: rollNumber trade
  current_location: currentLocation job_title: jobTitle company skills linkedin_url: linkedinUrl
  whatsapp_link: whatsappLink bio profile_image: profileImage profile_completed: profileCompleted
  is_verified: isVerified is_admin: isAdmin course occupation
  company_organization: companyOrganization phone_number: phoneNumber batch_year: batchYear
  pending_reason: pendingReason created_at: createdAt`;

export const userRoutes: RestRoute[] = [
  {
    method: "put",
    path: "/profile/complete",
    document: `mutation CompleteProfile($input: CompleteProfileInput!) {
      completeProfile(input: $input) { ${USER_JSON} } }`,
    variables: (req) => ({
      input: {
        rollNumber: text(req, "roll_number"),
        trade: text(req, "trade"),
        currentLocation: text(req, "current_location"),
        batchYear: (req.body as Record<string, unknown>).batch_year ?? null,
      },
    }),
  },
];
