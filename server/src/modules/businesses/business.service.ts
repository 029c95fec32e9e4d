import type { DataSource } from "typeorm";
import { BUSINESS_LIMITS as L, SEARCH_LIMITS } from "#common/limits";
import { badInput, conflict, notFound } from "../../errors.js";
import { pageSize, type CountedConnection, type PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { isUuid } from "../../db/sql-values.js";
import type { Logger } from "../../logger.js";
import type { RateLimiter } from "../../rate-limits/rate-limiter.js";
import { recordAudit } from "../admin/audit-log.js";
import type { NotifyInput } from "../notifications/notification.service.js";
import { resolveLocation } from "../search/place-resolver.js";
import { User } from "../users/user.entity.js";
import { BusinessRecord } from "./business.entity.js";
import type { BusinessCategoryName } from "./business-category.js";
import {
  assertBusinessId,
  assertCanEdit,
  assertCanList,
  assertCanRecommend,
  assertVerifiedRecommender,
  BUSINESS_NOT_FOUND,
  deleteReason,
  removesAsAdmin,
  type BusinessActor,
} from "./business.policy.js";
import {
  BusinessRepository,
  type BusinessLocationCount,
  type BusinessView,
} from "./business.repository.js";
import {
  planBusinessSearch,
  type BusinessPlan,
  type BusinessQuery,
  type ReadingOptions,
} from "./business-search.js";
import { cleanBusiness, type BusinessFields, type CleanBusiness } from "./business.validation.js";

export type { BusinessView, BusinessLocationCount } from "./business.repository.js";

/** The viewer of a share preview: nobody, so nothing is "recommended by the viewer". */
const NOBODY = "00000000-0000-0000-0000-000000000000";

/** What a business search asks for. */
export interface BusinessFilters {
  query?: string | null;
  category?: BusinessCategoryName | null;
  placeId?: string | null;
}

export type BusinessPage = CountedConnection<BusinessView> & { interpretation: string | null };

/** What the directory tells members through. */
export interface BusinessPorts {
  notify(input: NotifyInput): Promise<unknown>;
}

/** The stored columns of cleaned fields, with the place the gazetteer reads and its facets. */
export function storedValues(clean: CleanBusiness): Partial<BusinessRecord> {
  const place = resolveLocation(clean.location);
  const facets = [
    place.placeId && `p:${place.placeId}`,
    place.placeState && `s:${place.placeState}`,
    place.placeCountry && `c:${place.placeCountry}`,
  ].filter((f): f is string => !!f);
  return {
    ...clean,
    placeId: place.placeId,
    placeName: place.placeName,
    placeState: place.placeState,
    placeCountry: place.placeCountry,
    latitude: place.latitude,
    longitude: place.longitude,
    facets,
  };
}

/** The search's text checked. */
function checked(filters: BusinessFilters): BusinessQuery {
  const query = (filters.query ?? "").trim();
  if (query.length > SEARCH_LIMITS.query)
    throw badInput(`Keep the search under ${SEARCH_LIMITS.query} characters`, "query");
  const placeId = (filters.placeId ?? "").trim();
  if (placeId.length > 100) throw badInput("Unknown place", "placeId");
  return { query, category: filters.category, placeId: placeId || null };
}

/**
 * The business directory (docs/ARCHITECTURE.md; issue 28): listing, editing and removing
 * businesses, the search and the map, recommendations. Logos are business-logo.ts's.
 */
export class BusinessService {
  readonly repository: BusinessRepository;

  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly ports: BusinessPorts,
    private readonly log: Logger,
  ) {
    this.repository = new BusinessRepository(db);
  }

  /** One business; NOT_FOUND when unknown. */
  async get(actor: Pick<BusinessActor, "id">, id: string): Promise<BusinessView> {
    assertBusinessId(id);
    const found = await this.repository.byId(actor.id, id);
    if (!found) throw notFound(BUSINESS_NOT_FOUND);
    return found;
  }

  /** A business for a share preview (anyone): null when unknown. */
  async findForPreview(id: string): Promise<BusinessView | null> {
    if (!isUuid(id)) return null;
    return this.repository.byId(NOBODY, id);
  }

  /** The signed-in member's own businesses, oldest first. */
  mine(actor: Pick<BusinessActor, "id">): Promise<BusinessView[]> {
    return this.repository.ofOwner(actor.id, actor.id);
  }

  /** A member's businesses (a profile's list), oldest first. */
  ofOwner(actor: Pick<BusinessActor, "id">, ownerId: string): Promise<BusinessView[]> {
    return this.repository.ofOwner(actor.id, ownerId);
  }

  /** Businesses found by a plain-language query, a category and a place, a page at a time. */
  async list(
    actor: Pick<BusinessActor, "id">,
    filters: BusinessFilters,
    page: PageArgs,
  ): Promise<BusinessPage> {
    const first = pageSize(page.first, LIST_PAGES.businesses);
    const plan = await this.plan(checked(filters));
    const found = await this.repository.page(actor.id, plan, first, page.after);
    return { ...found, interpretation: plan.interpretation };
  }

  /** The places of the businesses a query finds, with counts (the map). */
  async locations(filters: BusinessFilters): Promise<BusinessLocationCount[]> {
    return this.repository.locations(await this.plan(checked({ ...filters, placeId: null })));
  }

  /**
   * The plan of a search: the words some business holds (the probe) read as typed; when that
   * finds nothing, a word that may be a misspelt place read as the place ("ludhiyana"), then the
   * words no business holds left out. Every page decides the same way, so cursors hold.
   */
  async plan(input: BusinessQuery): Promise<BusinessPlan> {
    const first = planBusinessSearch(input);
    if (!first.keywords.length && !first.mayRetry) return first;
    const found = await this.repository.probe(first.keywords);
    const readings: ReadingOptions[] = [
      { found },
      { found, asPlaces: true },
      { found, asPlaces: true, dropUnknown: true },
    ];
    let plan = planBusinessSearch(input, readings[0]);
    let options = readings[0];
    for (const next of readings.slice(1)) {
      if (!plan.mayRetry) break;
      if ((await this.repository.count(plan)) > 0) return plan;
      plan = planBusinessSearch(input, next);
      options = next;
    }
    if (plan.keywords.length < 2 || (await this.repository.count(plan)) > 0) return plan;
    // Nothing with every word: the words that find nothing even alone with the rest of the query
    // say how it was asked ("website design"), not what; read again without them.
    const fruitless: string[] = [];
    for (const word of plan.keywords) {
      const alone = planBusinessSearch(input, { ...options, only: [word] });
      if ((await this.repository.count(alone)) === 0) fruitless.push(word);
    }
    if (!fruitless.length || fruitless.length === plan.keywords.length) return plan;
    return planBusinessSearch(input, { ...options, drop: fruitless });
  }

  /** Lists a business (verified members with a completed profile; at most 3 each). */
  async create(actor: BusinessActor, fields: BusinessFields): Promise<BusinessView> {
    assertCanList(actor);
    const clean = cleanBusiness(fields);
    const id = await this.db.transaction(async (m) => {
      // One member's listings are counted and added one at a time.
      await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      if ((await this.repository.countOwned(actor.id, m)) >= L.perMember)
        throw conflict(L.tooManyMessage);
      await this.limiter.consume(
        `business-create:${actor.id}`,
        L.createsPerDay,
        86_400,
        (wait) =>
          `You can list at most ${L.createsPerDay} businesses a day. Please try again in ${wait}.`,
      );
      const repo = m.getRepository(BusinessRecord);
      const saved = await repo.save(repo.create({ ...storedValues(clean), ownerId: actor.id }));
      return saved.id;
    });
    this.log.info({ businessId: id, by: actor.id }, "business listed");
    return this.get(actor, id);
  }

  /** Replaces a business's fields (the owner only). */
  async update(actor: BusinessActor, id: string, fields: BusinessFields): Promise<BusinessView> {
    const current = await this.get(actor, id);
    assertCanEdit(actor, current);
    const clean = cleanBusiness(fields);
    await this.db.getRepository(BusinessRecord).update({ id }, storedValues(clean));
    return this.get(actor, id);
  }

  /**
   * Deletes a business: its owner, or an admin with a reason (audited in the same transaction,
   * and the owner told). Its logo and recommendations go with it; opportunities are unlinked.
   */
  async delete(actor: BusinessActor, id: string, reason?: string | null): Promise<string> {
    const current = await this.get(actor, id);
    const why = deleteReason(actor, current, reason);
    const asAdmin = removesAsAdmin(actor, current);
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM businesses WHERE id = $1`, [id]);
      if (asAdmin) {
        const owner = await m.getRepository(User).findOneByOrFail({ id: current.ownerId });
        await recordAudit(m, {
          actor: { userId: actor.id, name: actor.fullName },
          action: "REMOVE_BUSINESS",
          target: owner,
          before: {
            businessId: current.id,
            name: current.name,
            category: current.category,
            location: current.location,
          },
          after: { removed: true, reason: why },
        });
      }
    });
    if (asAdmin)
      await this.ports.notify({
        userId: current.ownerId,
        kind: "verified",
        title: `Your business "${current.name}" was removed by an admin`,
        body: `Reason: ${why}`,
        url: "/businesses",
        key: `business-removed:${id}`,
        emailAtMost: "instant",
      });
    this.log.info({ businessId: id, by: actor.id, asAdmin }, "business deleted");
    return id;
  }

  /** Recommends a business (verified members; once each; never one's own). */
  async recommend(
    actor: BusinessActor,
    id: string,
  ): Promise<{ recommendations: number; viewerRecommended: boolean }> {
    assertVerifiedRecommender(actor);
    const current = await this.get(actor, id);
    assertCanRecommend(actor, current);
    await this.repository.recommend(id, actor.id);
    return this.repository.recommendation(id, actor.id);
  }

  /** Takes one's recommendation back (none is fine). */
  async unrecommend(
    actor: BusinessActor,
    id: string,
  ): Promise<{ recommendations: number; viewerRecommended: boolean }> {
    assertVerifiedRecommender(actor);
    await this.get(actor, id);
    await this.repository.unrecommend(id, actor.id);
    return this.repository.recommendation(id, actor.id);
  }
}
