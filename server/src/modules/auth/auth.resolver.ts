import { Arg, Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { assertSignedInPerson } from "../../graphql/token-scope.js";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { rolesOf } from "../users/user.policy.js";
import {
  EmailStatusArgs,
  ExchangeCodeArgs,
  SendCodeInput,
  SignInLinkArgs,
  VerifyCodeInput,
} from "./auth.inputs.js";
import { AuthPayload, EmailStatus, SendCodePayload } from "./auth.types.js";
import type { SignInResult } from "./auth.service.js";
import { EXCHANGE_COOKIE } from "./session.service.js";

/** The new session is the viewer for the rest of the operation (so `user { email }` resolves). */
function signedIn(ctx: Context, result: SignInResult): AuthPayload {
  ctx.viewer = {
    user: result.user,
    sessionId: result.sessionId,
    scope: "session",
    roles: rolesOf(result.user, ctx.config.adminEmails),
  };
  return result;
}

@Resolver()
export class AuthResolver {
  @Query(() => EmailStatus, {
    description:
      "Whether an e-mail has no account yet. Sends nothing; public, rate-limited per network (RATE_LIMITED).",
  })
  emailStatus(@Args() { email }: EmailStatusArgs, @Ctx() ctx: Context): Promise<EmailStatus> {
    return ctx.services.auth.emailStatus(email, ctx.ip);
  }

  @Mutation(() => SendCodePayload, {
    description:
      "E-mails a sign-in code; the answer says its length, lifetime and resend spacing. One code a minute and 5 an hour per mailbox, and a per-network limit (RATE_LIMITED with `retryAfter` seconds). Public; not available to API tokens.",
  })
  sendSignInCode(
    @Arg("input", { description: "The address, and the name for a new account." })
    input: SendCodeInput,
    @Ctx() ctx: Context,
  ): Promise<SendCodePayload> {
    assertSignedInPerson(ctx);
    return ctx.services.auth.sendCode(input.email, input.fullName, ctx.ip);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Checks the code; signs in, creating the account if new, and answers a session token. A wrong, expired or used code is BAD_USER_INPUT. Public; not available to API tokens.",
  })
  async verifySignInCode(
    @Arg("input", { description: "The address and the code e-mailed to it." })
    input: VerifyCodeInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    assertSignedInPerson(ctx);
    return signedIn(
      ctx,
      await ctx.services.auth.verifyCode(input.email, input.code, ctx.ip, ctx.userAgent),
    );
  }

  @Mutation(() => AuthPayload, {
    description:
      "Trades the one-time code of a Google sign-in (`/auth/success?token=...`) for a session. The code works once, within 60 seconds, and only from the browser that finished the sign-in (the HttpOnly cookie set by the callback); otherwise BAD_USER_INPUT.",
  })
  async exchangeSignInCode(
    @Args() { code }: ExchangeCodeArgs,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    assertSignedInPerson(ctx);
    return signedIn(
      ctx,
      await ctx.services.auth.exchangeCode(
        code,
        ctx.cookie(EXCHANGE_COOKIE),
        ctx.ip,
        ctx.userAgent,
      ),
    );
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with the one-time link of the e-mail sent when code sign-in is paused for an address (`/auth/link?email=...&token=...`): works despite the pause, once, within 30 minutes, only with the address it was sent to; otherwise BAD_USER_INPUT. Public, rate-limited per network; not available to API tokens.",
  })
  async signInWithLink(
    @Args() { email, token }: SignInLinkArgs,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    assertSignedInPerson(ctx);
    return signedIn(
      ctx,
      await ctx.services.auth.signInWithLink(email, token, ctx.ip, ctx.userAgent),
    );
  }

  @Auth("MEMBER")
  @Mutation(() => Boolean, {
    description:
      "Revokes the current session token (it stops working at once) and answers true. Not available to API tokens: revoke those with `revokeAccessToken`.",
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    assertSignedInPerson(ctx);
    await ctx.services.sessions.revoke(ctx.viewer!.sessionId);
    return true;
  }
}
