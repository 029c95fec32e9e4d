import type { DataSource } from "typeorm";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { characterCount, splitCommaList } from "#common/lists";
import { badInput, notFound, rateLimited } from "../../errors.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { recordAudit } from "../admin/audit-log.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import { User } from "../users/user.entity.js";
import { splitUser, userColumns } from "../users/member-rows.js";
import { rows } from "../../db/sql.js";
import { Opportunity } from "./opportunity.entity.js";
import { OpportunityType } from "./opportunity-type.js";
import { EXTERNAL_LINK_MESSAGE, isWebLink } from "./external-link.js";
import {
  assertCanDelete,
  assertCanEdit,
  assertCanPost,
  removalReason,
  type MemberActor,
} from "./opportunity.policy.js";
import { searchCondition, searchTextOf } from "./opportunity.search.js";
import { isUuid } from "../../db/sql-values.js";

export interface OpportunityFields {
  title: string;
  type: OpportunityType;
  location: string;
  description: string;
  externalLink?: string | null;
  tags?: string[] | null;
  contactVisibility?: boolean | null;
  businessId?: string | null;
}

export interface ListFilter {
  type?: OpportunityType | null;
  search?: string | null;
}

export interface OpportunityStatsCounts {
  total: number;
  jobs: number;
  internships: number;
  freelance: number;
  services: number;
  myPosts: number;
}

const NOT_FOUND = "Opportunity not found";

/** Posters read with their posts, by member id (null: the member is gone). */
export type Posters = ReadonlyMap<string, User | null>;

/** The prefix of a poster's columns beside a post's (withPosters). */
const POSTER = "p.";

/** The entity's properties from a raw row (one statement per page, no ORM round trips). */
const COLUMNS = `o.id, o.title, o.type, o.location, o.description, o.external_link AS "externalLink",
  o.tags, o.contact_visibility AS "contactVisibility", o.posted_by AS "postedById", o.business_id AS "businessId",
  o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

/**
 * Tags as stored: the rule skills follow (common/lists.ts), so `" a, ,b,a "` sent as one text is
 * the tags a and b: split on commas, trimmed, inner spaces collapsed, empties and repeats dropped.
 */
export function normalizeTags(raw: string | readonly string[] | null | undefined): string[] {
  const tags = splitCommaList(raw);
  if (tags.length > L.tags) throw badInput(`At most ${L.tags} tags`, "tags");
  if (tags.some((t) => characterCount(t) > L.tag))
    throw badInput(`Each tag must be at most ${L.tag} characters`, "tags");
  return tags;
}

/** The stored values of a post or an edit, trimmed and checked beyond what the input type does. */
function storedValues(input: OpportunityFields) {
  const externalLink = input.externalLink?.trim() || null;
  if (externalLink && !isWebLink(externalLink))
    throw badInput(EXTERNAL_LINK_MESSAGE, "externalLink");
  const values = {
    title: input.title.trim(),
    type: input.type,
    location: input.location.trim(),
    description: input.description.trim(),
    externalLink,
    tags: normalizeTags(input.tags),
    contactVisibility: input.contactVisibility ?? true,
  };
  return { ...values, searchText: searchTextOf(values) };
}

/** A page cursor: the last item's creation time and id, opaque to callers (paging/cursor.ts). */
const PAGE_CURSOR = cursorCodec("opportunities", ["timestamp", "uuid"]);
const cursorOf = (o: Pick<Opportunity, "createdAt" | "id">) =>
  PAGE_CURSOR.encode([o.createdAt.toISOString(), o.id]);

/** The opportunity board: posting, editing, deleting, the list with search, and the counts. */
export class OpportunityService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly mail: { mailer: Mailer; contactEmail: string; log: Logger },
  ) {}

  private get repo() {
    return this.db.getRepository(Opportunity);
  }

  async getById(id: string): Promise<Opportunity> {
    return (await this.getWithPoster(id)).opportunity;
  }

  /** A post and its poster (null when gone), in one statement: the detail page's whole read. */
  async getWithPoster(id: string): Promise<{ opportunity: Opportunity; posters: Posters }> {
    const { posts, posters } = isUuid(id)
      ? await this.withPosters(`WHERE o.id = $1`, [id], { prepare: true })
      : { posts: [], posters: new Map() };
    if (!posts[0]) throw notFound(NOT_FOUND);
    return { opportunity: posts[0], posters };
  }

  /**
   * Posts (`tail`: the WHERE, ORDER BY and LIMIT over `o`) each with its poster's row (columns
   * prefixed POSTER, member-rows.ts): one plain statement, no ORM hydration, no second look-up.
   */
  private async withPosters(
    tail: string,
    params: unknown[],
    options: { prepare?: boolean } = {},
  ): Promise<{ posts: Opportunity[]; posters: Posters }> {
    const found = await rows<Record<string, unknown>>(
      this.db,
      `SELECT ${COLUMNS}, ${userColumns(this.db, "p", POSTER)}
         FROM opportunities o LEFT JOIN users p ON p.id = o.posted_by ${tail}`,
      params,
      options,
    );
    const posts: Opportunity[] = [];
    const posters = new Map<string, User | null>();
    for (const row of found) {
      const { rest, user } = splitUser<Opportunity>(row, POSTER);
      posts.push(rest);
      posters.set(rest.postedById, user);
    }
    return { posts, posters };
  }

  /** For link previews: null for an unknown (or malformed) id, never an error. */
  findById(id: string): Promise<Opportunity | null> {
    return isUuid(id) ? this.repo.findOneBy({ id }) : Promise.resolve(null);
  }

  async post(actor: MemberActor, input: OpportunityFields): Promise<Opportunity> {
    assertCanPost(actor);
    const values = storedValues(input);
    const businessId = await this.linkedBusiness(actor.id, input);
    const limit = await this.limiter.hit(`opportunity-post:${actor.id}`, L.postsPerDay, 86_400);
    if (!limit.allowed) {
      throw rateLimited(
        `You can post at most ${L.postsPerDay} opportunities a day. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
        limit.retryAfterSeconds,
      );
    }
    const saved = await this.repo.save(
      this.repo.create({ ...values, businessId, postedById: actor.id }),
    );
    return this.getById(saved.id);
  }

  async update(actor: MemberActor, id: string, input: OpportunityFields): Promise<Opportunity> {
    const current = await this.getById(id);
    assertCanEdit(actor, current);
    const values = storedValues(input);
    const businessId = await this.linkedBusiness(current.postedById, input);
    await this.repo.update({ id }, { ...values, businessId });
    return this.getById(id);
  }

  /**
   * The business a post links (issue 28): only a Service post, only one of its poster's own
   * businesses; BAD_USER_INPUT on `businessId` otherwise. Null when none is given.
   */
  private async linkedBusiness(posterId: string, input: OpportunityFields): Promise<string | null> {
    const id = input.businessId?.trim() || null;
    if (!id) return null;
    if (input.type !== OpportunityType.SERVICE)
      throw badInput("Only Service opportunities can link a business", "businessId");
    const owned: unknown[] = isUuid(id)
      ? await this.db.query(`SELECT 1 FROM businesses WHERE id = $1 AND owner_id = $2`, [
          id,
          posterId,
        ])
      : [];
    if (!owned.length) throw badInput("Choose one of your businesses", "businessId");
    return id;
  }

  /**
   * Deletes a post. The poster deletes their own as they like; an admin removing someone else's
   * (moderation) must give a reason, which goes to the audit log in the same transaction and, once
   * the removal is committed, to the poster by e-mail (a failed send is logged: the removal stands).
   */
  async delete(actor: MemberActor, id: string, reason?: string | null): Promise<string> {
    const current = await this.getById(id);
    assertCanDelete(actor, current);
    const why = removalReason(actor, current, reason);
    if (why === null) {
      await this.repo.delete({ id });
      return id;
    }
    const poster = await this.db.transaction(async (m) => {
      const { affected } = await m.getRepository(Opportunity).delete({ id });
      if (!affected) throw notFound(NOT_FOUND);
      const user = await m.getRepository(User).findOneByOrFail({ id: current.postedById });
      await recordAudit(m, {
        actor: { userId: actor.id, name: actor.fullName },
        action: "REMOVE_OPPORTUNITY",
        target: user,
        before: {
          opportunityId: current.id,
          title: current.title,
          type: current.type,
          location: current.location,
        },
        after: { removed: true, reason: why },
      });
      return user;
    });
    const { mailer, contactEmail, log } = this.mail;
    mailer
      .sendOpportunityRemoved({
        to: poster.email,
        name: poster.fullName,
        title: current.title,
        reason: why,
        contactEmail,
      })
      .catch((err) =>
        log.error({ err, opportunityId: id }, "could not tell the poster of a removal"),
      );
    return id;
  }

  /**
   * One page, newest first, in one statement whatever the page size, posters included: `first + 1`
   * rows tell whether another page follows.
   */
  async list(
    filter: ListFilter,
    page: PageArgs = {},
  ): Promise<Connection<Opportunity> & { posters: Posters }> {
    const first = pageSize(page.first, LIST_PAGES.opportunities);
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.type) {
      params.push(filter.type);
      where.push(`o.type = $${params.length}`);
    }
    const search = filter.search?.trim();
    if (search) {
      if (search.length > L.search) {
        throw badInput(`Search must be at most ${L.search} characters`, "search");
      }
      const condition = searchCondition("o", search, params.length + 1);
      if (condition) {
        params.push(...condition.params);
        where.push(condition.sql);
      }
    }
    if (page.after) {
      const [at, id] = PAGE_CURSOR.decode(page.after);
      params.push(at, id);
      where.push(
        `(o.created_at, o.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
      );
    }
    params.push(first + 1);
    const { posts, posters } = await this.withPosters(
      `${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length}`,
      params,
      // A page by type and date has one plan; a search's depends on its words.
      { prepare: !search },
    );
    return { ...toConnection(posts, first, cursorOf), posters };
  }

  async stats(viewerId: string): Promise<OpportunityStatsCounts> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE type = 'Job')::int AS jobs,
              count(*) FILTER (WHERE type = 'Internship')::int AS internships,
              count(*) FILTER (WHERE type = 'Freelance')::int AS freelance,
              count(*) FILTER (WHERE type = 'Service')::int AS services,
              count(*) FILTER (WHERE posted_by = $1)::int AS "myPosts"
         FROM opportunities`,
      [viewerId],
    );
    return row as OpportunityStatsCounts;
  }
}
