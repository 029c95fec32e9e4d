import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The business directory (modules/businesses/, issue 28): businesses members run, each with its
 * gazetteer place and place facets (as member_search), a search vector kept by a trigger (name A,
 * category and services B, description C, the owner's trade D; the owner's trade changing updates
 * it) and a recommendation count kept by a trigger on business_recommendations (one per member).
 * Logos are rows of profile_images with a business_id (deleted with the business); a Service
 * opportunity may name one of its poster's businesses (unlinked when the business goes). Every row
 * cascades with its owner, so erasing an account takes its businesses, logos and recommendations.
 */
export class Businesses1765310000000 implements MigrationInterface {
  name = "Businesses1765310000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "businesses" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "owner_id" uuid NOT NULL,
        "name" text NOT NULL,
        "category" text NOT NULL,
        "description" text NOT NULL,
        "services" text array NOT NULL DEFAULT '{}',
        "location" text NOT NULL,
        "place_id" text,
        "place_name" text,
        "place_state" text,
        "place_country" text,
        "latitude" double precision,
        "longitude" double precision,
        "facets" text array NOT NULL DEFAULT '{}',
        "website" text,
        "phone" text,
        "email" text,
        "founded_year" integer,
        "logo" text,
        "recommendations" integer NOT NULL DEFAULT 0,
        "search_vector" tsvector,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "businesses_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "businesses_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id")
          ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "businesses_owner_idx" ON "businesses" ("owner_id")`);
    await q.query(`CREATE INDEX "businesses_category_idx" ON "businesses" ("category")`);
    await q.query(`CREATE INDEX "businesses_place_idx" ON "businesses" ("place_id")`);
    await q.query(
      `CREATE INDEX "businesses_order_idx" ON "businesses" ("recommendations" DESC, "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector")`,
    );
    await q.query(`CREATE INDEX "businesses_facets_idx" ON "businesses" USING gin ("facets")`);
    await q.query(
      `CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops)`,
    );
    await q.query(`
      CREATE TABLE "business_recommendations" (
        "business_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "business_recommendations_pkey" PRIMARY KEY ("business_id", "user_id"),
        CONSTRAINT "business_recommendations_business_id_fkey" FOREIGN KEY ("business_id")
          REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "business_recommendations_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(
      `CREATE INDEX "business_recommendations_user_idx" ON "business_recommendations" ("user_id")`,
    );
    await this.triggers(q);
    await this.links(q);
  }

  /** The search vector and the recommendation count, kept whatever the write path. */
  private async triggers(q: QueryRunner): Promise<void> {
    // The search vector: the category as its label's words, the owner's trade as of the write.
    await q.query(`
      CREATE FUNCTION businesses_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        label text := replace(lower(NEW.category), '_', ' ');
        trade text;
      BEGIN
        SELECT u.trade INTO trade FROM users u WHERE u.id = NEW.owner_id;
        NEW.search_vector :=
          setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
          setweight(to_tsvector('english', label || ' ' ||
            array_to_string(coalesce(NEW.services, '{}'), ' , ')), 'B') ||
          setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
          setweight(to_tsvector('english', coalesce(trade, '')), 'D');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER businesses_search BEFORE INSERT OR UPDATE OF name, category, services,
        description, owner_id ON "businesses" FOR EACH ROW EXECUTE FUNCTION businesses_search_vector()`);
    await q.query(`
      CREATE FUNCTION businesses_owner_trade() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE businesses SET owner_id = owner_id WHERE owner_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_business_trade AFTER UPDATE OF trade ON "users" FOR EACH ROW
        WHEN (OLD.trade IS DISTINCT FROM NEW.trade) EXECUTE FUNCTION businesses_owner_trade()`);
    await q.query(`
      CREATE FUNCTION business_recommendations_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE businesses SET recommendations = recommendations + 1 WHERE id = NEW.business_id;
        ELSE
          UPDATE businesses SET recommendations = greatest(recommendations - 1, 0)
            WHERE id = OLD.business_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER business_recommendations_count AFTER INSERT OR DELETE ON
        "business_recommendations" FOR EACH ROW EXECUTE FUNCTION business_recommendations_count()`);
  }

  /** Logos in the images table, and a Service opportunity's business. */
  private async links(q: QueryRunner): Promise<void> {
    // Logos: images of a business, deleted with it.
    await q.query(`ALTER TABLE "profile_images" ADD "business_id" uuid`);
    await q.query(
      `ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_business_id_fkey" FOREIGN KEY ("business_id")
        REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "profile_images_business_idx" ON "profile_images" ("business_id")`);
    // A Service opportunity's business, unlinked when the business is deleted.
    await q.query(`ALTER TABLE "opportunities" ADD "business_id" uuid`);
    await q.query(
      `ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_business_id_fkey" FOREIGN KEY ("business_id")
        REFERENCES "businesses"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "opportunities_business_idx" ON "opportunities" ("business_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "opportunities" DROP COLUMN "business_id"`);
    await q.query(`ALTER TABLE "profile_images" DROP COLUMN "business_id"`);
    await q.query(`DROP TRIGGER IF EXISTS users_business_trade ON "users"`);
    await q.query(`DROP TABLE "business_recommendations"`);
    await q.query(`DROP TABLE "businesses"`);
    await q.query(`DROP FUNCTION IF EXISTS business_recommendations_count()`);
    await q.query(`DROP FUNCTION IF EXISTS businesses_owner_trade()`);
    await q.query(`DROP FUNCTION IF EXISTS businesses_search_vector()`);
  }
}
