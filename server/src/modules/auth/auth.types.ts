import { Field, Int, ObjectType } from "type-graphql";
import { User } from "../users/user.entity.js";

@ObjectType()
export class EmailStatus {
  @Field(() => String) email: string;
  @Field(() => Boolean) isNewUser: boolean;
}

@ObjectType()
export class SendCodePayload {
  @Field(() => String) email: string;
  @Field(() => Boolean) isNewUser: boolean;
  @Field(() => Int, { description: "How long the code stays valid." })
  expiresInSeconds: number;
  @Field(() => Int, { description: "How many digits the code has." })
  codeLength: number;
  @Field(() => Int, { description: "How long until another code may be requested." })
  resendAfterSeconds: number;
  @Field(() => String) message: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, { description: "Send as `Authorization: Bearer <token>`." })
  token: string;
  @Field(() => Boolean) isNewUser: boolean;
  @Field(() => User) user: User;
  @Field(() => String) message: string;
}
