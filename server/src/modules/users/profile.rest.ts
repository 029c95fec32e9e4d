import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";
import { multipartFile } from "../../http/rest-multipart.js";
import { PROFILE_PHOTO_FILE } from "./upload.js";
import { USER_JSON } from "./user.rest.js";
import { CONTACT_VISIBILITIES } from "./user.policy.js";

export const profileRoutes: RestRoute[] = [
  restRoute({
    method: "put",
    path: "/profile/update",
    // Omitted: kept; "" (or null) clears an optional field; skills a list or one comma-separated text.
    body: {
      roll_number: rest.text(),
      trade: rest.text(),
      current_location: rest.text(),
      job_title: rest.text(),
      company: rest.text(),
      skills: rest.texts(),
      linkedin_url: rest.text(),
      whatsapp_link: rest.text(),
      bio: rest.text(),
      contact_visibility: rest.oneOf(CONTACT_VISIBILITIES),
    },
    document: `mutation UpdateProfile($input: UpdateProfileInput!) {
      updateProfile(input: $input) { ${USER_JSON} contact_visibility: contactVisibility } }`,
    variables: ({ body }) => ({
      input: {
        rollNumber: body.roll_number,
        trade: body.trade,
        currentLocation: body.current_location,
        jobTitle: body.job_title,
        company: body.company,
        skills: body.skills,
        linkedinUrl: body.linkedin_url,
        whatsappLink: body.whatsapp_link,
        bio: body.bio,
        contactVisibility: body.contact_visibility?.toUpperCase(),
      },
    }),
    // GraphQL's enum name (CONNECTIONS) -> REST's value (connections).
    result: (data) => {
      const user = data.updateProfile as { contact_visibility: string | null };
      return { ...user, contact_visibility: user.contact_visibility?.toLowerCase() ?? null };
    },
  }),
  restRoute({
    // multipart/form-data with the image in the field `file`.
    method: "post",
    path: "/profile/upload-image",
    signedIn: true,
    before: [multipartFile("file", PROFILE_PHOTO_FILE)],
    body: { file: rest.file() },
    document: `mutation UploadProfileImage($file: Upload!) {
      uploadProfileImage(file: $file) { profileImage } }`,
    variables: ({ body }) => ({ file: body.file }),
    result: (data) => ({
      image_url: (data.uploadProfileImage as { profileImage: string }).profileImage,
      message: "Profile image uploaded",
    }),
  }),
  {
    method: "delete",
    path: "/profile/delete-image",
    document: `mutation RemoveProfileImage { removeProfileImage { id } }`,
    result: () => ({ message: "Profile image deleted" }),
  },
  {
    method: "get",
    path: "/users/:userId",
    document: `query Member($id: ID!) { user(id: $id) { ${USER_JSON} } }`,
    variables: ({ path }) => ({ id: path.userId }),
  },
];
