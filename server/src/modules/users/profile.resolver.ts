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
      "A member by id (NOT_FOUND for an unknown or malformed id). Contact fields follow the privacy rule.",
  })
  user(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.getMember(id);
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Edits the signed-in member's profile. Omitted fields keep their value; an empty value clears an optional field.",
  })
  updateProfile(@Arg("input") input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.profiles.update(ctx.viewer!.user.id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Sets the signed-in member's photo: JPEG, PNG, WebP, GIF or AVIF (by content), at most 5 MB and 40 megapixels; stored as WebP within 512 px.",
  })
  uploadProfileImage(
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.profileImages.upload(ctx.viewer!.user.id, file);
  }

  @Auth("MEMBER")
  @Mutation(() => User, { description: "Removes the signed-in member's photo." })
  removeProfileImage(@Ctx() ctx: Context): Promise<User> {
    return ctx.services.profileImages.remove(ctx.viewer!.user.id);
  }
}
