import { Field, Int, ObjectType } from "type-graphql";
import { User } from "../users/user.entity.js";

@ObjectType({ description: "Whether an e-mail address already has an account." })
export class EmailStatus {
  @Field(() => String, {
    description: "The address as the server stores it (trimmed, lower-cased).",
  })
  email: string;
  @Field(() => Boolean, {
    description: "true when no account has this address (sign-up will need a full name).",
  })
  isNewUser: boolean;
}

@ObjectType({ description: "What `sendSignInCode` sent, and when another code may be asked." })
export class SendCodePayload {
  @Field(() => String, {
    description: "The address the code went to, as stored (trimmed, lower-cased).",
  })
  email: string;
  @Field(() => Boolean, {
    description: "true when the address has no account yet: verifying the code creates it.",
  })
  isNewUser: boolean;
  @Field(() => Int, {
    description: "How long the code stays valid, in seconds (600). A new code replaces it.",
  })
  expiresInSeconds: number;
  @Field(() => Int, { description: "How many digits the code has (6)." })
  codeLength: number;
  @Field(() => Int, {
    description:
      "Seconds until another code may be requested (60); at most 5 codes an hour per mailbox.",
  })
  resendAfterSeconds: number;
  @Field(() => String, {
    description: 'A sentence to show, e.g. "We sent a 6-digit code to a@example.com".',
  })
  message: string;
}

@ObjectType({ description: "A new session: the token and the member it belongs to." })
export class AuthPayload {
  @Field(() => String, {
    description:
      "The session token, valid 30 days or until logout: send as `Authorization: Bearer <token>`.",
  })
  token: string;
  @Field(() => Boolean, { description: "true when this sign-in created the account." })
  isNewUser: boolean;
  @Field(() => User, { description: "The signed-in member, with every private field." })
  user: User;
  @Field(() => String, {
    description: 'A greeting to show, e.g. "Welcome back, Asha!".',
  })
  message: string;
}
