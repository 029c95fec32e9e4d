import type { DataSource, EntityManager } from "typeorm";
import { cursorCodec } from "../../paging/cursor.js";
import { toConnection, type CountedConnection } from "../../paging/page.js";
import type { BusinessPlan } from "./business-search.js";

/** A business as the API shows it, before the viewer's field rules (contact fields). */
export interface BusinessView {
  id: string;
  ownerId: string;
  name: string;
  category: string;
  description: string;
  services: string[];
  location: string;
  placeId: string | null;
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  foundedYear: number | null;
  logo: string | null;
  recommendations: number;
  viewerRecommended: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The search rank of a listing read by a search (0 otherwise): the cursor's first part. */
  rank: number;
}

/** Places of businesses with how many there are (the map). */
export interface BusinessLocationCount {
  placeId: string;
  name: string;
  latitude: number;
  longitude: number;
  count: number;
}

const COLUMNS = `u.id, u.owner_id AS "ownerId", u.name, u.category, u.description, u.services,
  u.location, u.place_id AS "placeId", u.place_name AS "placeName", u.latitude, u.longitude,
  u.website, u.phone, u.email, u.founded_year AS "foundedYear", u.logo, u.recommendations,
  u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

/** `$1` is the viewer's id in every statement here. */
const VIEWER_RECOMMENDED = `EXISTS (SELECT 1 FROM business_recommendations r
  WHERE r.business_id = u.id AND r.user_id = $1) AS "viewerRecommended"`;

const pageCursor = cursorCodec("businesses", ["number", "number", "timestamp", "uuid"]);

/** Placeholders of a plan's parameters moved past the viewer's `$1`. */
const shift = (sql: string, by: number) =>
  sql.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + by}`);

/** Every statement on `businesses` and `business_recommendations`. */
export class BusinessRepository {
  constructor(private readonly db: DataSource) {}

  /** Some businesses by id, as `viewerId` sees them, in no order. */
  async byIds(
    viewerId: string,
    ids: readonly string[],
    m: EntityManager = this.db.manager,
  ): Promise<BusinessView[]> {
    if (!ids.length) return [];
    return m.query(
      `SELECT ${COLUMNS}, ${VIEWER_RECOMMENDED}, 0 AS rank FROM businesses u
        WHERE u.id = ANY($2::uuid[])`,
      [viewerId, ids],
    );
  }

  async byId(viewerId: string, id: string, m?: EntityManager): Promise<BusinessView | null> {
    return (await this.byIds(viewerId, [id], m))[0] ?? null;
  }

  /** A member's businesses, oldest first. */
  async ofOwner(viewerId: string, ownerId: string): Promise<BusinessView[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, ${VIEWER_RECOMMENDED}, 0 AS rank FROM businesses u
        WHERE u.owner_id = $2 ORDER BY u.created_at, u.id`,
      [viewerId, ownerId],
    );
  }

  /** The businesses of some members, as `viewerId` sees them, each member's oldest first. */
  ofOwners(viewerId: string, ownerIds: readonly string[]): Promise<BusinessView[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, ${VIEWER_RECOMMENDED}, 0 AS rank FROM businesses u
        WHERE u.owner_id = ANY($2::uuid[]) ORDER BY u.created_at, u.id`,
      [viewerId, ownerIds],
    );
  }

  /** A page of a plan's businesses: by relevance, then recommendations, then newest. */
  async page(
    viewerId: string,
    plan: BusinessPlan,
    first: number,
    after: string | null | undefined,
  ): Promise<CountedConnection<BusinessView>> {
    const params: unknown[] = [viewerId, ...plan.params];
    const where = plan.where.map((w) => shift(w, 1));
    let rank = "0::real";
    if (plan.rankQuery) {
      params.push(plan.rankQuery);
      rank = `ts_rank(u.search_vector, to_tsquery('english', $${params.length}))`;
    }
    const conditions = [...where];
    if (after) {
      const [r, recs, at, id] = pageCursor.decode(after);
      params.push(recs, at, id);
      const n = params.length;
      const key = `(u.recommendations, u.created_at, u.id) < ($${n - 2}::int, $${n - 1}::timestamptz, $${n}::uuid)`;
      if (plan.rankQuery) {
        params.push(r);
        const p = `$${params.length}::real`;
        conditions.push(`(${rank} < ${p} OR (${rank} = ${p} AND ${key}))`);
      } else conditions.push(key);
    }
    const whereSql = conditions.length ? conditions.join(" AND ") : "TRUE";
    const order = `${plan.rankQuery ? `${rank} DESC, ` : ""}u.recommendations DESC, u.created_at DESC, u.id DESC`;
    const rows: BusinessView[] = await this.db.query(
      `SELECT ${COLUMNS}, ${VIEWER_RECOMMENDED}, ${rank} AS rank FROM businesses u
        WHERE ${whereSql} ORDER BY ${order} LIMIT ${first + 1}`,
      params,
    );
    const total = await this.count(plan);
    return toConnection(
      rows,
      first,
      (last) =>
        pageCursor.encode([
          Number(last.rank),
          last.recommendations,
          new Date(last.createdAt).toISOString(),
          last.id,
        ]),
      total,
    );
  }

  /** The words (of `words`) some business's text holds as typed: one index probe each. */
  async probe(words: readonly string[]): Promise<Set<string>> {
    if (!words.length) return new Set();
    const rows: { w: string }[] = await this.db.query(
      `SELECT w FROM unnest($1::text[]) AS w WHERE EXISTS (
         SELECT 1 FROM businesses u WHERE u.search_vector @@ plainto_tsquery('english', w))`,
      [[...new Set(words)]],
    );
    return new Set(rows.map((r) => r.w));
  }

  /** How many businesses a plan finds. */
  async count(plan: BusinessPlan): Promise<number> {
    const where = plan.where.length ? plan.where.join(" AND ") : "TRUE";
    const [row] = await this.db.query(
      `SELECT count(*)::int AS n FROM businesses u WHERE ${where}`,
      plan.params,
    );
    return row.n;
  }

  /** The places of a plan's businesses with their counts, biggest first (the map). */
  locations(plan: BusinessPlan): Promise<BusinessLocationCount[]> {
    const where = [...plan.where, "u.place_id IS NOT NULL", "u.latitude IS NOT NULL"];
    return this.db.query(
      `SELECT u.place_id AS "placeId", min(u.place_name) AS name, min(u.latitude) AS latitude,
              min(u.longitude) AS longitude, count(*)::int AS count
         FROM businesses u WHERE ${where.join(" AND ")}
        GROUP BY u.place_id ORDER BY count DESC, name LIMIT 500`,
      plan.params,
    );
  }

  /** How many businesses a member lists. */
  async countOwned(ownerId: string, m: EntityManager = this.db.manager): Promise<number> {
    const [row] = await m.query(`SELECT count(*)::int AS n FROM businesses WHERE owner_id = $1`, [
      ownerId,
    ]);
    return row.n;
  }

  /** Records a recommendation (once: a second is no change). */
  async recommend(businessId: string, userId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO business_recommendations (business_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [businessId, userId],
    );
  }

  async unrecommend(businessId: string, userId: string): Promise<void> {
    await this.db.query(
      `DELETE FROM business_recommendations WHERE business_id = $1 AND user_id = $2`,
      [businessId, userId],
    );
  }

  /** The count and whether `userId` recommends it, after a change. */
  async recommendation(
    businessId: string,
    userId: string,
  ): Promise<{ recommendations: number; viewerRecommended: boolean }> {
    const [row] = await this.db.query(
      `SELECT u.recommendations, EXISTS (SELECT 1 FROM business_recommendations r
          WHERE r.business_id = u.id AND r.user_id = $2) AS "viewerRecommended"
         FROM businesses u WHERE u.id = $1`,
      [businessId, userId],
    );
    return row ?? { recommendations: 0, viewerRecommended: false };
  }
}
