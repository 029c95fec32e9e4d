import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";

@ObjectType({
  description: "Public facts about this installation, for the landing and login pages.",
})
export class AppInfo {
  @Field(() => String, { description: 'The product\'s name, "ISTC Connect".' })
  productName: string;
  @Field(() => String, {
    description: "The e-mail address to contact the admins, as configured (CONTACT_EMAIL).",
  })
  contactEmail: string;
  @Field(() => String, {
    description: "The postal line shown in the footer, as configured (POSTAL_ADDRESS).",
  })
  postalAddress: string;
  @Field(() => Boolean, {
    description: 'Whether "Continue with Google" sign-in is configured on this server.',
  })
  googleSignInEnabled: boolean;
}

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, {
    description: "Public facts about this installation; needs no sign-in.",
  })
  appInfo(@Ctx() { config }: Context): AppInfo {
    return {
      productName: "ISTC Connect",
      contactEmail: config.contactEmail,
      postalAddress: config.postalAddress,
      googleSignInEnabled: Boolean(config.oidc),
    };
  }
}
