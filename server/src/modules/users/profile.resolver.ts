import { GraphQLUpload } from "graphql-upload-minimal";
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { UpdateProfileInput } from "./profile.inputs.js";
import type { FileUpload } from "./upload.js";
import { User } from "./user.entity.js";

/** Own profile edits and photo, and any member's page (for signed-in members). */
@Resolver(() => User)
export class ProfileResolver {
  @Auth("MEMBER")
  @Query(() => User, {
    description:
      "A member by id, verified or not (NOT_FOUND for an unknown or malformed id). For signed-in members; contact fields follow the contact rule of User.",
  })
  async user(
    @Arg("id", () => ID, { description: "The member's user id (a UUID)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<User> {
    const viewer = ctx.viewer;
    if (!viewer || viewer.system) return ctx.services.users.getMember(id);
    // The member and where the viewer stands with them in one statement: the page's buttons
    // (viewerConnection, viewerBlocked) and the contact rule read it from the request's loader.
    const { member, view } = await ctx.services.connections.memberWithState(viewer.user.id, id);
    ctx.loaders.connection.prime(member.id, view);
    return member;
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Edits the signed-in member's profile, all or nothing (the first invalid field is BAD_USER_INPUT naming it). Omitted fields keep their value; an empty value clears an optional field. Answers the updated member.",
  })
  updateProfile(
    @Arg("input", { description: "The fields to change; omit the others." })
    input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.profiles.update(ctx.viewer!.user.id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Sets the signed-in member's photo: JPEG, PNG, WebP, GIF or AVIF (by content), at most 5 MB and 40 megapixels; stored as WebP within 512 px at a new `profileImage` address, the old photo deleted. At most 30 uploads an hour (RATE_LIMITED).",
  })
  uploadProfileImage(
    @Arg("file", () => GraphQLUpload, {
      description:
        "The image, sent as a GraphQL multipart request (one file, at most 5,242,880 bytes; header `apollo-require-preflight: true`). Too large: PAYLOAD_TOO_LARGE.",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.profileImages.upload(ctx.viewer!.user.id, file);
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Removes the signed-in member's photo (its address then answers 404); profileImage becomes null.",
  })
  removeProfileImage(@Ctx() ctx: Context): Promise<User> {
    return ctx.services.profileImages.remove(ctx.viewer!.user.id);
  }
}
