import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import type { AdminStats as Stats } from "./admin.service.js";

@ObjectType()
export class AdminStats implements Stats {
  @Field(() => Int) totalUsers: number;
  @Field(() => Int) verifiedUsers: number;
  @Field(() => Int) unverifiedUsers: number;
  @Field(() => Int) completedProfiles: number;
}

@Resolver()
export class AdminResolver {
  @Auth("ADMIN")
  @Query(() => AdminStats, { description: "Member counts for the admin panel." })
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return ctx.services.admin.stats();
  }
}
