import type { MigrationInterface, QueryRunner } from "typeorm";

export class Init1763780000000 implements MigrationInterface {
  name = "Init1763780000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);

    await q.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" text NOT NULL, "full_name" text NOT NULL, "roll_number" text, "trade" text, "current_location" text, "job_title" text, "company" text, "skills" text array NOT NULL DEFAULT '{}', "linkedin_url" text, "whatsapp_link" text, "bio" text, "profile_image" text, "profile_completed" boolean NOT NULL DEFAULT false, "is_verified" boolean NOT NULL DEFAULT false, "is_admin" boolean NOT NULL DEFAULT false, "course" text, "occupation" text, "company_organization" text, "phone_number" text, "batch_year" integer, "google_sub" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" ("email")`);
    await q.query(
      `CREATE UNIQUE INDEX "users_roll_number_key" ON "users" ("roll_number") WHERE roll_number IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "users_google_sub_key" ON "users" ("google_sub") WHERE google_sub IS NOT NULL`,
    );

    await q.query(
      `CREATE TABLE "email_codes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" text NOT NULL, "code_hash" text NOT NULL, "full_name" text, "attempts" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6ed15013da989317f69306da6e3" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "email_codes_email_created_idx" ON "email_codes" ("email", "created_at")`,
    );

    await q.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "token_hash" text NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" ("token_hash")`);
    await q.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id")`);
    await q.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(
      `CREATE TABLE "oidc_flows" ("state" text NOT NULL, "code_verifier" text NOT NULL, "nonce" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cafc92313466b1fc51d82ecebe9" PRIMARY KEY ("state"))`,
    );
    await q.query(
      `CREATE TABLE "rate_limits" ("key" text NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limits"`);
    await q.query(`DROP TABLE "oidc_flows"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "email_codes"`);
    await q.query(`DROP TABLE "users"`);
  }
}
