import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";

/** One pending OpenID Connect sign-in, keyed by its state, so any app copy can finish it. */
@Entity("oidc_flows")
export class OidcFlow {
  @PrimaryColumn("text")
  state: string;

  @Column("text", { name: "code_verifier" })
  codeVerifier: string;

  @Column("text")
  nonce: string;

  /** Flows expire after SIGN_IN_LIMITS.googleFlowMinutes (common/limits.ts) and are deleted. */
  @Index("oidc_flows_created_idx")
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
