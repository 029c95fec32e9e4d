import type { DataSource } from "typeorm";
import { SEARCH_LIMITS } from "#common/limits";
import { badInput } from "../../errors.js";
import { pageSize } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import type { User } from "../users/user.entity.js";
import { batchYearFromRollNumber } from "../users/roll-number.js";
import { gazetteer } from "./gazetteer/gazetteer.js";
import {
  parseQuery,
  readAsPlaces,
  withoutAskingWords,
  withoutRequiredRoles,
  withoutWords,
  withWordsOptional,
  rankingWords,
  sentenceWordsOptional,
  wordsToTry,
  type ParsedQuery,
  type Searcher,
} from "./query-parser.js";
import { broaderReading, type BroaderReading } from "./query-broader.js";
import { withWordsApart } from "./query-compounds.js";
import { readQuery } from "./query-memo.js";
import { hasIndianScript } from "./query-scripts.js";
import {
  withoutBareEngineer,
  withRolesAsWords,
  withTownsAround,
  withTownsAsWords,
} from "./query-after-nobody.js";
import { withoutTitleRanks } from "./query-ranks.js";
import { hasOtherCriteria } from "./query-rules.js";
import { bestPart, withPartRequired } from "./query-best-part.js";
import { buildFilter, phraseQuery, relatedFilter, type Filter } from "./search-planner.js";
import {
  SearchRepository,
  type LocationCount,
  type MemberConnection,
  type Page,
} from "./search.repository.js";
import { describe, suggest } from "./suggestions.js";

export type { LocationCount, MemberConnection, Page } from "./search.repository.js";

export interface SmartSearchOutcome extends MemberConnection {
  parsed: ParsedQuery;
  suggestions: string[];
  interpretation: string;
  /** The whole result set (every page, ignoring placeId): pass to `locationCounts` for its places. */
  filter: Filter;
  /**
   * The places of `filter`, when asked for (`withPlaces`) and read with the first reading's page
   * (the filter kept): what `locationCounts(filter)` answers. Absent: ask `locationCounts`.
   */
  places?: LocationCount[];
  /** Members who only share the trade of the crafts asked for: pass to `related`; null: none can. */
  related: Filter | null;
  /** The query for the whole trades of the crafts asked for ("Show all electrical"). */
  broader: BroaderReading | null;
}

/** The related members of a search: capped, not paged (see `SearchService.related`). */
export const RELATED_PAGE = {
  defaultSize: 10,
  maxSize: 50,
  message: "Ask for between 1 and 50 related members",
} as const;

function checkPage(page: Page): void {
  pageSize(page.first, LIST_PAGES.smartSearch);
  if (page.offset != null && (!Number.isInteger(page.offset) || page.offset < 0))
    throw badInput("offset must be 0 or more", "offset");
  if (page.offset && page.after) throw badInput("Use either after or offset, not both", "offset");
}

function checkQuery(text: string): void {
  if (!text) throw badInput("Please type what you're looking for", "query");
  if (!/[\p{L}\p{N}]/u.test(text))
    throw badInput("Type words to search for: a name, trade, place, company or batch", "query");
  if (text.length > SEARCH_LIMITS.smartQuery)
    throw badInput(`Keep the search under ${SEARCH_LIMITS.smartQuery} characters`, "query");
}

/** Who is searching, for "near me" (their resolved place) and "my batch" (the batch-year rule). */
export function searcherOf(user: Pick<User, "placeId" | "batchYear" | "rollNumber">): Searcher {
  return {
    place: user.placeId ? (gazetteer().byId.get(user.placeId) ?? null) : null,
    batchYear:
      user.batchYear ?? (user.rollNumber ? batchYearFromRollNumber(user.rollNumber) : null),
  };
}

/**
 * Directory and smart search over verified members. Orchestrates: the parser (query-parser.ts)
 * reads the query, the planner (search-planner.ts) makes filters, the repository
 * (search.repository.ts) runs them in PostgreSQL, suggestions explain the answer.
 */
export class SearchService {
  constructor(
    db: DataSource,
    private readonly repository = new SearchRepository(db),
  ) {}

  /** Verified members by name; `filter` is a case-insensitive contains on name, roll, trade, location. */
  async directory(filter: string | null | undefined, page: Page): Promise<MemberConnection> {
    checkPage(page);
    const text = (filter ?? "").trim();
    if (text.length > SEARCH_LIMITS.query)
      throw badInput(`Keep the filter under ${SEARCH_LIMITS.query} characters`, "filter");
    return this.repository.directory(text, page);
  }

  /**
   * Smart search: understands the query, filters and ranks in PostgreSQL, explains itself.
   * `withPlaces`: the map's places will be asked for; the first reading's page statement reads them
   * too (`places`), so a search that finds members on its first reading needs no statement for them.
   */
  async smartSearch(
    query: string,
    page: Page,
    placeId?: string | null,
    me?: Searcher,
    { withPlaces = false }: { withPlaces?: boolean } = {},
  ): Promise<SmartSearchOutcome> {
    const text = query.trim();
    checkQuery(text);
    checkPage(page);
    const { readings, found } = await this.readings(text, me);
    let parsed = readings[0];
    let filter = buildFilter(parsed, {}, found);
    let ranked: MemberConnection & { places?: LocationCount[] } = await this.repository.rankedPage(
      filter,
      page,
      placeId,
      withPlaces,
    );
    // Read again only when the first reading finds nobody at all, not only nobody in the map's
    // place (`placeId`): that answer is the first reading's, empty.
    const nobody = ranked.totalCount === 0 && !(placeId && (await this.repository.exists(filter)));
    const settled = nobody ? await this.settle(readings, found) : null;
    // A retry that finds members replaces `ranked` with a page without places: asked apart then.
    if (settled) {
      [parsed, filter] = [settled.parsed, settled.filter];
      ranked = await this.repository.rankedPage(filter, page, placeId);
    }
    const suggestions = await suggest(this.repository, parsed, ranked.totalCount, found);
    return {
      ...ranked,
      parsed,
      suggestions,
      interpretation: describe(parsed),
      filter,
      related: relatedFilter(parsed, found),
      broader: broaderReading(text, parsed),
    };
  }

  /**
   * The readings of a query, best first, and the keywords some profile holds (the probe): a word
   * that may be a misspelt place or a name gives two readings.
   */
  private async readings(
    text: string,
    me?: Searcher,
  ): Promise<{ readings: ParsedQuery[]; found: Set<string> }> {
    let probed = await this.repository.probe(readQuery(text, new Date(), me));
    // "ਕੌਰ": a word of India's scripts some profile holds as typed (a name so written) stays that
    // word; the others are read in Latin letters.
    if (hasIndianScript(text)) {
      const typed = await this.repository.probe(readQuery(text, new Date(), me, true));
      const script = typed.parsed.keywords.filter((k) => hasIndianScript(k));
      if (script.length && script.every((k) => typed.found.has(k))) probed = typed;
    }
    // "mechanicalengineers": words no profile holds, typed without their space, read apart.
    const apart = withWordsApart(
      text,
      probed.parsed.keywords.filter((k) => !probed.found.has(k)),
    );
    if (apart !== text) probed = await this.repository.probe(readQuery(apart, new Date(), me));
    const found = probed.found;
    const parsed = sentenceWordsOptional(probed.parsed, text);
    // "Chandigrah 2019": a word that may be a misspelt place or a name. Found in no profile as
    // typed, it is a misspelling, and a place a letter or two away is a closer reading than a
    // name alike in a few letters: the place first, when it finds members (the answer says "Did
    // you mean"). A word some profile holds stays that word, and the place only when it finds no
    // one. Every page decides the same way, so cursors hold.
    const misspelt =
      parsed.possiblePlaces.length > 0 &&
      parsed.possiblePlaces.every((p) =>
        p.typed
          .toLowerCase()
          .split(/\s+/)
          .every((w) => !found.has(w)),
      );
    const readings = parsed.possiblePlaces.length
      ? misspelt
        ? [readAsPlaces(parsed), parsed]
        : [parsed, readAsPlaces(parsed)]
      : [parsed];
    return { readings, found };
  }

  /**
   * The filter smart search uses for `query` asked by `me` (every page, no place narrowing): the
   * same probe, readings and planner, so a saved search's alerts and the screen never disagree.
   * Refuses a query as smartSearch does.
   */
  async planFor(query: string, me?: Searcher): Promise<Filter> {
    const text = query.trim();
    checkQuery(text);
    const { readings, found } = await this.readings(text, me);
    const filter = buildFilter(readings[0], {}, found);
    if (await this.repository.exists(filter)) return filter;
    return (await this.settle(readings, found))?.filter ?? filter;
  }

  /**
   * A query whose first reading finds nobody, read again: the first of these readings that finds
   * someone, each from the first reading, or null when none does. In order: the roles typed
   * before others as either, not both ("mechanical design engineers"); the second reading (a word
   * read as a place, or as a word); without the words that say how it is asked; without the words
   * that find nobody beside the rest (withoutFruitlessWords); without the title ranks nobody holds
   * ("chief engineers"); the towns named as names in the profiles (withTownsAsWords), then as the
   * towns within 30 km of them (withTownsAround); a bare "engineers" left out (withoutBareEngineer).
   * smartSearch and planFor both use it, so a saved search's alerts and the screen never disagree.
   */
  private async settle(
    readings: ParsedQuery[],
    found: ReadonlySet<string>,
  ): Promise<{ parsed: ParsedQuery; filter: Filter } | null> {
    const first = readings[0];
    const tries: (() => ParsedQuery | Promise<ParsedQuery>)[] = [
      () => withoutRequiredRoles(first),
      () => readings[1] ?? first,
      () => withoutAskingWords(first, found),
      () => this.withBestPart(first, found),
      () => this.withoutFruitlessWords(first, found),
      () => withoutTitleRanks(first),
      () => withTownsAsWords(first),
      () => withTownsAround(first),
      () => withoutBareEngineer(first),
      () => withRolesAsWords(first),
    ];
    for (const next of tries) {
      const parsed = await next();
      if (parsed === first) continue;
      const filter = buildFilter(parsed, {}, found);
      if (await this.repository.exists(filter)) return { parsed, filter };
    }
    // None alone finds anyone: the same steps one after another, each from the last ("Kampala
    // plant engineers": the fruitless word left out, then the bare "engineers" read loosely).
    const steps: ((q: ParsedQuery) => ParsedQuery | Promise<ParsedQuery>)[] = [
      withoutRequiredRoles,
      (q) => withoutAskingWords(q, found),
      (q) => this.withoutFruitlessWords(q, found),
      withoutTitleRanks,
      withoutBareEngineer,
      withTownsAround,
      withRolesAsWords,
    ];
    let parsed = first;
    let changed = 0;
    for (const step of steps) {
      const next = await step(parsed);
      if (next === parsed) continue;
      parsed = next;
      // One step alone was tried above.
      if (++changed < 2) continue;
      const filter = buildFilter(parsed, {}, found);
      if (await this.repository.exists(filter)) return { parsed, filter };
    }
    return null;
  }

  /**
   * A query that finds nobody with every word, read again without the words (`wordsToTry`) that
   * find nobody even alone with the rest of it: they say how it is asked ("for our plant"), not
   * who. The query itself when every such word finds someone, or none may go.
   */
  private async withoutFruitlessWords(
    parsed: ParsedQuery,
    found: ReadonlySet<string>,
  ): Promise<ParsedQuery> {
    const words = wordsToTry(parsed);
    // A bounded number of look-ups, however long the query.
    const others = words.filter((w) => parsed.keywords.includes(w)).slice(0, 12);
    const fruitless: string[] = [];
    for (const w of others) {
      const alone = withoutWords(
        parsed,
        others.filter((o) => o !== w),
      );
      if (!(await this.repository.exists(buildFilter(alone, {}, found)))) fruitless.push(w);
    }
    // Something must still say which people: a query of fruitless words alone stays nobody.
    if (!hasOtherCriteria(parsed))
      return fruitless.length === parsed.keywords.length ? parsed : withoutWords(parsed, fruitless);
    const fewer = withoutWords(parsed, fruitless);
    if (fruitless.length && (await this.repository.exists(buildFilter(fewer, {}, found))))
      return fewer;
    // Still nobody with the words together ("proprietors of small workshops", "Kampala plant
    // engineers"): beside other criteria, they rank the people those criteria say rather than
    // narrow them to nobody. Kinds of people ("dentists in Panchkula") and terms stay required.
    return withWordsOptional(fewer, rankingWords(fewer));
  }

  /**
   * A query of words alone ("ETAP power system study", "brass parts manufacturers") that nobody
   * holds together: the most telling part of them some member holds required, the rest ranking
   * (bestPart). The query itself when it says which people otherwise, or has one word.
   */
  private async withBestPart(
    parsed: ParsedQuery,
    found: ReadonlySet<string>,
  ): Promise<ParsedQuery> {
    const groups = parsed.anyKeywords ?? [];
    const items = [...parsed.keywords.map((k) => [k]), ...groups];
    if (items.length < 2 || hasOtherCriteria(parsed)) return parsed;
    const texts = items.map((ws) =>
      ws
        .map((w) => phraseQuery(w))
        .filter(Boolean)
        .join(" | "),
    );
    if (texts.some((t) => !t)) return parsed;
    const others = buildFilter(parsed, { keywords: true }, found);
    const keys = items.map((ws) => ws.join(" "));
    const part = bestPart(keys, await this.repository.wordsHeld(others, texts));
    return part ? withPartRequired(parsed, part) : parsed;
  }

  /**
   * The first related members of a search (its `related` filter), most relevant first, and how many
   * there are; `placeId` narrows them as it narrows the results.
   */
  async related(
    filter: Filter | null,
    first: number,
    placeId?: string | null,
  ): Promise<{ nodes: User[]; totalCount: number }> {
    const size = pageSize(first, RELATED_PAGE);
    if (!filter) return { nodes: [], totalCount: 0 };
    const page = await this.repository.rankedPage(filter, { first: size }, placeId);
    return { nodes: page.nodes, totalCount: page.totalCount };
  }

  /** Verified members per place (all of them, or a smart search's `filter`), biggest first. */
  locationCounts(filter?: Filter): Promise<LocationCount[]> {
    return this.repository.locationCounts(filter);
  }

  /**
   * The plans of a query's count and first page (EXPLAIN), and the tables they read with a
   * sequential scan (the benchmark asserts there are none at 100,000 members).
   */
  async explain(query: string): Promise<{ plans: string[]; seqScans: string[] }> {
    const { parsed, found } = await this.repository.probe(parseQuery(query));
    const strong = await this.repository.explain(buildFilter(parsed, {}, found));
    // The related members' count and first members too, when the query asked for a craft.
    const related = relatedFilter(parsed, found);
    if (!related) return strong;
    const more = await this.repository.explain(related);
    return {
      plans: [...strong.plans, ...more.plans],
      seqScans: [...strong.seqScans, ...more.seqScans],
    };
  }
}
