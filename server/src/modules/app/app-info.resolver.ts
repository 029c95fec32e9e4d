import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";

@ObjectType({
  description: "Public facts about this installation, for the landing and login pages.",
})
export class AppInfo {
  @Field(() => String) productName: string;
  @Field(() => String) contactEmail: string;
  @Field(() => String) postalAddress: string;
  @Field(() => Boolean) googleSignInEnabled: boolean;
}

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo)
  appInfo(@Ctx() { config }: Context): AppInfo {
    return {
      productName: "ISTC Connect",
      contactEmail: config.contactEmail,
      postalAddress: config.postalAddress,
      googleSignInEnabled: Boolean(config.oidc),
    };
  }
}
