import type { DataSource, EntityManager } from "typeorm";
import type { Frequency } from "#common/frequency";
import { SAVED_SEARCH_LIMITS } from "#common/limits";
import { sql } from "../../db/sql.js";
import { badInput, conflict } from "../../errors.js";
import type { JobDefinition, JobQueue } from "../../jobs/job-queue.js";
import type { Logger } from "../../logger.js";
import { searcherOf, type SearchService } from "../search/search.service.js";
import type { User } from "../users/user.entity.js";
import { SavedSearchMatcher, type Hit } from "./saved-search.matcher.js";
import { facetGroups, planStamp, storedPlan, type StoredPlan } from "./saved-search.plan.js";
import { assertOwner, assertSearchId } from "./saved-search.policy.js";
import type { SavedSearchPorts } from "./saved-search.ports.js";

/** The queue of the matching job: it reads the change feed (member_changes). */
export const MEMBER_CHANGES_JOB = "member-changes";

/** How long a worker holds the changed members it claimed before another may take them. */
const CLAIM_SECONDS = 120;

/** Changed members claimed at a time. */
const CLAIM_BATCH = 25;
/** Saved searches planned again per job run when the planner changed. */
const REPLAN_BATCH = 200;

/** A saved search as the member sees it. */
export interface SavedSearchView {
  id: string;
  query: string;
  alert: Frequency;
  createdAt: Date;
  lastViewedAt: Date | null;
  /** Members matched since the member last looked (baseline members excluded). */
  newMatches: number;
}

/** Who owns a search, as the planner needs them ("near me", "my batch"). */
type Owner = Pick<User, "id" | "placeId" | "batchYear" | "rollNumber">;

type Db = DataSource | EntityManager;

// A search's baseline is recorded in the transaction that saves (or re-plans) it, so at its
// created_at (or last_viewed_at): counting from there reads only the later matches on the index,
// not the thousands of members a broad search found when it was saved.
const VIEW_COLUMNS = `s.id, s.user_id AS "userId", s.query, s.alert, s.created_at AS "createdAt",
  s.last_viewed_at AS "lastViewedAt",
  (SELECT count(*)::int FROM saved_search_matches m WHERE m.search_id = s.id AND NOT m.baseline
     AND m.matched_at > coalesce(s.last_viewed_at, s.created_at)) AS "newMatches"`;

/** A plan as stored: the filter, its anchors, its facet groups (a JSON text: pg sends arrays as arrays). */
interface Planned {
  plan: StoredPlan;
  anchors: string[];
  facetGroups: string | null;
  version: string;
}

const groupsParam = (groups: string[][] | null) => (groups ? JSON.stringify(groups) : null);

const cleanQuery = (query: string) => query.replace(/\s+/g, " ").trim();

/**
 * Saved searches and their alerts. A search keeps its plan (smart search's own filter for the
 * query and its owner, SearchService.planFor) and anchors; the `member-changes` job reads the
 * change feed the triggers fill (migration 1765220000000) and tells owners of members who newly
 * match, through the injected ports (the notifications module).
 */
export class SavedSearchService {
  readonly matcher: SavedSearchMatcher;

  constructor(
    private readonly db: DataSource,
    private readonly search: SearchService,
    private readonly ports: SavedSearchPorts,
    private readonly log?: Logger,
  ) {
    this.matcher = new SavedSearchMatcher(db);
  }

  /** The member's saved searches, newest first. */
  list(userId: string): Promise<SavedSearchView[]> {
    return sql<SavedSearchView>(
      this.db,
      `SELECT ${VIEW_COLUMNS} FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id
       LIMIT ${SAVED_SEARCH_LIMITS.perMember}`,
      [userId],
    );
  }

  /** One of the member's saved searches (NOT_FOUND for anyone else's). */
  async get(userId: string, id: string, db: Db = this.db): Promise<SavedSearchView> {
    assertSearchId(id);
    const [row] = await sql<SavedSearchView & { userId: string }>(
      db,
      `SELECT ${VIEW_COLUMNS} FROM saved_searches s WHERE s.id = $1`,
      [id],
    );
    assertOwner(userId, row);
    return row;
  }

  /** The plan and anchors of a query asked by `owner` (refused as smart search refuses it). */
  async plan(query: string, owner: Owner, db: Db = this.db): Promise<Planned> {
    if (query.length > SAVED_SEARCH_LIMITS.query)
      throw badInput(`Keep the search under ${SAVED_SEARCH_LIMITS.query} characters`, "query");
    const plan = storedPlan(await this.search.planFor(query, searcherOf(owner)));
    return {
      plan,
      anchors: await this.matcher.anchorsOf(plan, db),
      facetGroups: groupsParam(facetGroups(plan)),
      version: planStamp(),
    };
  }

  /** Saves a search (at most SAVED_SEARCH_LIMITS.perMember per member: CONFLICT past it). */
  async save(owner: Owner, input: { query: string; alert: Frequency }): Promise<SavedSearchView> {
    const query = cleanQuery(input.query);
    const planned = await this.plan(query, owner);
    return this.db.transaction(async (tx) => {
      // One member's saves are serialised so the cap holds under concurrent requests.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('saved-searches:' || $1))`, [owner.id]);
      const [{ n }] = await tx.query(
        `SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1`,
        [owner.id],
      );
      if (n >= SAVED_SEARCH_LIMITS.perMember) throw conflict(SAVED_SEARCH_LIMITS.tooManyMessage);
      const [{ id }] = await tx.query(
        `INSERT INTO saved_searches (user_id, query, alert, plan, anchors, facet_groups, plan_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          owner.id,
          query,
          input.alert,
          planned.plan,
          planned.anchors,
          planned.facetGroups,
          planned.version,
        ],
      );
      await this.matcher.baseline(id, owner.id, planned.plan, tx);
      return this.get(owner.id, id, tx);
    });
  }

  /** Changes a saved search's query or alert; a new query is planned again and its members known. */
  async update(
    owner: Owner,
    id: string,
    input: { query?: string | null; alert?: Frequency | null },
  ): Promise<SavedSearchView> {
    const current = await this.get(owner.id, id);
    const query = input.query == null ? null : cleanQuery(input.query);
    const planned = query != null && query !== current.query ? await this.plan(query, owner) : null;
    return this.db.transaction(async (tx) => {
      if (input.alert) {
        await tx.query(`UPDATE saved_searches SET alert = $2 WHERE id = $1`, [id, input.alert]);
      }
      if (planned) {
        await tx.query(
          `UPDATE saved_searches SET query = $2, plan = $3, anchors = $4, facet_groups = $5,
             plan_version = $6, last_viewed_at = now() WHERE id = $1`,
          [id, query, planned.plan, planned.anchors, planned.facetGroups, planned.version],
        );
        await this.matcher.baseline(id, owner.id, planned.plan, tx);
      }
      return this.get(owner.id, id, tx);
    });
  }

  /** Deletes one of the member's saved searches (its matches go with it); returns its id. */
  async delete(userId: string, id: string): Promise<string> {
    await this.get(userId, id);
    await this.db.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, userId]);
    return id;
  }

  /** The member looked at the search's results: nothing is new any more. */
  async markSeen(userId: string, id: string): Promise<SavedSearchView> {
    await this.get(userId, id);
    await this.db.query(
      `UPDATE saved_searches SET last_viewed_at = clock_timestamp() WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return this.get(userId, id);
  }

  /**
   * Reads the change feed until it is empty, a batch at a time: the batch is claimed for
   * CLAIM_SECONDS (SKIP LOCKED, so copies share the work) and committed, then each member is
   * handled outside any transaction (the notifications write through their own connections, which
   * on the embedded database must not wait for a transaction held here): a member who became
   * verified is told so, then every saved search that newly matches is recorded and its owner
   * alerted unless its alert is "off". The batch's handled rows are deleted in one statement,
   * each unless it changed again meanwhile; on a failure the rest of the batch is released at
   * once, and a worker that stopped mid-batch leaves its claim to expire. Notifications and
   * matches are keyed: a repeat tells no one twice.
   */
  async processChanges(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await sql<{ user_id: string; verified: boolean; changed_at: string }>(
        this.db,
        `UPDATE member_changes SET claimed_until = now() + make_interval(secs => $2)
          WHERE user_id IN (
            SELECT user_id FROM member_changes
             WHERE claimed_until IS NULL OR claimed_until < now()
             ORDER BY changed_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING user_id, verified, changed_at::text AS changed_at`,
        [CLAIM_BATCH, CLAIM_SECONDS],
      );
      for (const [i, row] of rows.entries()) {
        try {
          if (row.verified) await this.ports.onVerified(row.user_id);
          await this.alertMatches(row.user_id);
        } catch (err) {
          await this.forgetHandled(rows.slice(0, i));
          await this.db.query(
            `UPDATE member_changes SET claimed_until = NULL WHERE user_id = ANY($1::uuid[])`,
            [rows.slice(i).map((r) => r.user_id)],
          );
          throw err;
        }
      }
      await this.forgetHandled(rows);
      total += rows.length;
      if (rows.length < CLAIM_BATCH) return total;
    }
  }

  /**
   * Deletes the handled rows of a batch in one statement, each unless it changed again meanwhile
   * (its `changed_at` moved on: handled by a later batch). A worker stopped before this leaves them
   * claimed until the claim expires; handling them again tells no one twice (keyed).
   */
  private async forgetHandled(handled: { user_id: string; changed_at: string }[]): Promise<void> {
    if (!handled.length) return;
    await this.db.query(
      `DELETE FROM member_changes m
        USING unnest($1::uuid[], $2::timestamptz[]) AS h(user_id, changed_at)
        WHERE m.user_id = h.user_id AND m.changed_at = h.changed_at`,
      [handled.map((r) => r.user_id), handled.map((r) => r.changed_at)],
    );
  }

  /** Finds, records and alerts the saved searches a member newly matches; returns them. */
  async alertMatches(memberId: string, db: Db = this.db): Promise<Hit[]> {
    const hits = await this.matcher.matching(memberId, db);
    const fresh = await this.matcher.record(
      memberId,
      hits.map((h) => h.searchId),
      db,
    );
    const news = hits.filter((h) => fresh.has(h.searchId));
    if (!news.some((h) => h.alert !== "off")) return news;
    const [member] = await sql<{ full_name: string }>(
      db,
      `SELECT full_name FROM member_search WHERE id = $1`,
      [memberId],
    );
    for (const hit of news.filter((h) => h.alert !== "off")) {
      await this.ports.alerts.notify({
        userId: hit.ownerId,
        kind: "saved_search",
        title: `${member.full_name} matches your saved search`,
        body: `${member.full_name} is a new match for "${hit.query}". Open their profile to get in touch.`,
        url: `/user/${memberId}`,
        key: `saved-search:${hit.searchId}:${memberId}`,
        group: `Saved search "${hit.query}"`,
        emailAtMost: hit.alert as Frequency,
      });
    }
    return news;
  }

  /**
   * Plans again the saved searches planned by another planner or on another day (a batch): see
   * `planStamp`. Returns how many.
   */
  async replanStale(limit = REPLAN_BATCH): Promise<number> {
    const stale = await sql<{ searchId: string; query: string } & Owner>(
      this.db,
      `SELECT s.id AS "searchId", s.query, u.id, u.place_id AS "placeId", u.batch_year AS "batchYear",
              u.roll_number AS "rollNumber"
         FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE s.plan_version <> $1 LIMIT $2`,
      [planStamp(), limit],
    );
    for (const s of stale) {
      let planned: Planned;
      try {
        planned = await this.plan(s.query, s);
      } catch (err) {
        // A query the planner now refuses (the screen would refuse it too) finds no one.
        this.log?.warn({ err, id: s.searchId }, "a saved search could not be planned again");
        planned = {
          plan: { where: ["FALSE"], params: [] },
          anchors: ["none"],
          facetGroups: null,
          version: planStamp(),
        };
      }
      await this.db.query(
        `UPDATE saved_searches SET plan = $2, anchors = $3, facet_groups = $4, plan_version = $5
          WHERE id = $1`,
        [s.searchId, planned.plan, planned.anchors, planned.facetGroups, planned.version],
      );
    }
    return stale.length;
  }

  /**
   * The matching job: reads the change feed, then plans stale searches again (a planner change, a
   * new day: `planStamp`), then reads what came meanwhile. Stately: one runs at a time.
   */
  job(): JobDefinition {
    return {
      name: MEMBER_CHANGES_JOB,
      settings: { policy: "stately", retryLimit: 10, retryDelay: 5, retryBackoff: true },
      handler: async () => {
        await this.processChanges();
        while ((await this.replanStale()) === REPLAN_BATCH);
        await this.processChanges();
      },
    };
  }

  /**
   * Where workers run: every `pollSeconds`, one cheap look at the change feed queues the matching
   * job when it holds rows (stately: one waiting at most), so alerts go out within a minute. The
   * first look queues it anyway (stale plans). Stops by itself once the database is closed.
   */
  watch(jobs: JobQueue, pollSeconds: number): () => void {
    let first = true;
    const tick = async () => {
      try {
        const [{ due }] = await this.db.query(
          `SELECT EXISTS (SELECT 1 FROM member_changes
              WHERE claimed_until IS NULL OR claimed_until < now()) AS due`,
        );
        if (due || first) await jobs.send(MEMBER_CHANGES_JOB, {});
        first = false;
      } catch (err) {
        if (!this.db.isInitialized) stop();
        else this.log?.warn({ err }, "could not look at the change feed");
      }
    };
    const timer = setInterval(() => void tick(), pollSeconds * 1000);
    timer.unref();
    const stop = () => clearInterval(timer);
    void tick();
    return stop;
  }
}
