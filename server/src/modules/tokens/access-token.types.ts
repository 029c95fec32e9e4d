import { Field, ID, ObjectType, registerEnumType } from "type-graphql";

export enum TokenScopeEnum {
  READ = "read",
  READ_WRITE = "read_write",
}
registerEnumType(TokenScopeEnum, {
  name: "TokenScope",
  description: "What a personal access token may do.",
  valuesConfig: {
    READ: { description: "Queries only: every mutation is refused with FORBIDDEN (HTTP 403)." },
    READ_WRITE: {
      description:
        "Queries and mutations, as its member. Admin operations need an admin's READ_WRITE token.",
    },
  },
});

@ObjectType({
  description:
    "A personal access token for scripts, as its member sees it in the list. The secret itself is shown once, when it is created.",
})
export class AccessToken {
  @Field(() => ID, { description: "The token's id, for revoking it." })
  id: string;

  @Field(() => String, {
    description: "The name its member gave it (at most 60 characters, spaces collapsed).",
  })
  name: string;

  @Field(() => String, {
    description: "The first characters of the secret (e.g. `istc_pat_AbC1`), to tell tokens apart.",
  })
  prefix: string;

  @Field(() => TokenScopeEnum, { description: "What the token may do." })
  scope: TokenScopeEnum;

  @Field(() => Date, { description: "When it was created (UTC)." })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When it was last used, to the minute; null when never.",
  })
  lastUsedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When it stops working (UTC); null for a token that never expires.",
  })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was revoked; null while live." })
  revokedAt: Date | null;
}

@ObjectType({ description: "A new token: the secret is in this answer and never again." })
export class CreatedAccessToken {
  @Field(() => String, {
    description:
      "The secret, to send as `Authorization: Bearer <token>` on /graphql and every /api path. Shown once: only its SHA-256 is stored.",
  })
  token: string;

  @Field(() => AccessToken, { description: "The token as it appears in the list." })
  accessToken: AccessToken;
}
