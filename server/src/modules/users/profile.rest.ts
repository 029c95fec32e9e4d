import type { Request } from "express";
import type { RestRoute } from "../../graphql/rest.js";
import { multipartFile } from "./multipart.js";
import { USER_JSON } from "./user.rest.js";

const body = (req: Request) => req.body as Record<string, unknown>;

/** Skills as the documented list, or one comma-separated string. */
const skills = (value: unknown) => (typeof value === "string" ? [value] : value);

export const profileRoutes: RestRoute[] = [
  {
    method: "put",
    path: "/profile/update",
    document: `mutation UpdateProfile($input: UpdateProfileInput!) {
      updateProfile(input: $input) { ${USER_JSON} } }`,
    variables: (req) => ({
      input: {
        rollNumber: body(req).roll_number,
        trade: body(req).trade,
        currentLocation: body(req).current_location,
        jobTitle: body(req).job_title,
        company: body(req).company,
        skills: skills(body(req).skills),
        linkedinUrl: body(req).linkedin_url,
        whatsappLink: body(req).whatsapp_link,
        bio: body(req).bio,
      },
    }),
  },
  {
    // multipart/form-data with the image in the field `file`.
    method: "post",
    path: "/profile/upload-image",
    signedIn: true,
    before: [multipartFile("file")],
    document: `mutation UploadProfileImage($file: Upload!) {
      uploadProfileImage(file: $file) { profileImage } }`,
    variables: (req) => ({ file: body(req).file }),
    result: (data) => ({
      image_url: (data.uploadProfileImage as { profileImage: string }).profileImage,
      message: "Profile image uploaded",
    }),
  },
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
    variables: (req) => ({ id: req.params.userId }),
  },
];
