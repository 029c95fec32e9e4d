import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "./user.entity.js";
import { CompleteProfileInput } from "./user.inputs.js";
import { contactShown } from "./contact-rule.js";
import { ContactVisibilityEnum } from "./contact-visibility.type.js";
import { canSeePrivate, isAdmin } from "./user.policy.js";

const CONTACT_RULE =
  "By the contact rule: the member themself and admins always; otherwise as the member's contactVisibility says (VERIFIED: verified members; CONNECTIONS: verified members connected with them; NOBODY: nobody else); null for anyone else (visitors, members pending verification).";

@Resolver(() => User)
export class UserResolver {
  @Auth("MEMBER")
  @Query(() => User, {
    description:
      "The signed-in member (or the member an API token belongs to), with every private field.",
  })
  me(@Ctx() ctx: Context): User {
    return ctx.viewer!.user;
  }

  @Auth("MEMBER")
  @Mutation(() => User, {
    description:
      "Saves roll number, trade, location and batch year; marks the profile complete. A verified member who changes the roll number is pending again.",
  })
  completeProfile(
    @Arg("input", { description: "The profile's required fields." })
    input: CompleteProfileInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.users.completeProfile(ctx.viewer!.user.id, input);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The member's e-mail address, lower-cased. ${CONTACT_RULE}`,
  })
  async email(@Root() user: User, @Ctx() ctx: Context): Promise<string | null> {
    return (await contactShown(ctx, user)) ? user.email : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The phone number an admin entered (trimmed, as typed); null when none. ${CONTACT_RULE}`,
  })
  async phoneNumber(@Root() user: User, @Ctx() ctx: Context): Promise<string | null> {
    return (await contactShown(ctx, user)) ? user.phoneNumber : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The WhatsApp link, always https://wa.me/<digits> (with country code); null when none. ${CONTACT_RULE}`,
  })
  async whatsappLink(@Root() user: User, @Ctx() ctx: Context): Promise<string | null> {
    return (await contactShown(ctx, user)) ? user.whatsappLink : null;
  }

  @FieldResolver(() => ContactVisibilityEnum, {
    nullable: true,
    description:
      "Who sees the member's e-mail, phone number and WhatsApp link (set with updateProfile). Only the member themself and admins see it; null for anyone else.",
  })
  contactVisibility(@Root() user: User, @Ctx() ctx: Context): ContactVisibilityEnum | null {
    return canSeePrivate(ctx.viewer, user)
      ? ((user.contactVisibility ?? "verified") as ContactVisibilityEnum)
      : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why the member is pending verification again, in a sentence (e.g. a changed roll number). Only the member themself and admins see it, and only while pending; null otherwise.",
  })
  pendingReason(@Root() user: User, @Ctx() ctx: Context): string | null {
    return canSeePrivate(ctx.viewer, user) && !user.isVerified ? user.pendingReason : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the member is an admin: by the stored flag (setAdmin) or by an address in the server's ADMIN_EMAILS. Told only to the member themself (`me`) and to admins; false for anyone else, so lists do not show who the admins are.",
  })
  isAdmin(@Root() user: User, @Ctx() ctx: Context): boolean {
    return canSeePrivate(ctx.viewer, user) && isAdmin(user, ctx.config.adminEmails);
  }
}
