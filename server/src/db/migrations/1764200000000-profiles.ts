import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Profiles: members' photos, re-encoded WebP bytes kept in PostgreSQL (so every app copy serves
 * them), one live row per member; a replaced or removed photo's row is deleted.
 */
export class Profiles1764200000000 implements MigrationInterface {
  name = "Profiles1764200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "profile_images" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "user_id" uuid NOT NULL, "content_type" text NOT NULL, "data" bytea NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_58781b4a7bba7a3e40adb551303" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "profile_images_user_idx" ON "profile_images" ("user_id")`);
    await q.query(
      `ALTER TABLE "profile_images" ADD CONSTRAINT "FK_profile_images_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "profile_images"`);
  }
}
