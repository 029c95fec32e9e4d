import type { DataSource } from "typeorm";
import { SEARCH_LIMITS } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { sql } from "../../db/sql.js";
import { badInput } from "../../errors.js";
import { cursorCodec } from "../../paging/cursor.js";
import {
  pageSize,
  toConnection,
  type CountedConnection,
  type PageArgs,
} from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import type { Searcher } from "../search/parsed-query.js";
import { parseQuery } from "../search/query-parser.js";
import { whereSql, type Filter } from "../search/search-planner.js";
import { describe } from "../search/suggestions.js";
import { PROFILE_COLUMNS, type MentorProfileView } from "./mentor-profiles.js";
import { cleanTopicFilter } from "./mentorship.validation.js";

/** What the search needs of smart search: its plan of a query for a searcher. */
export interface MentorSearchPorts {
  planFor(query: string, me?: Searcher): Promise<Filter>;
}

/** A page of mentors, with how the query was read. */
export type MentorPage = CountedConnection<MentorProfileView> & { interpretation: string | null };

/** Words that only say "a mentor" (or "who can help"): the rest says which members. */
const ASKING = [
  /\b(?:someone|somebody|anyone|anybody|people|persons?)\s+(?:who|that)\s+(?:can|could|will|would|might)\s+(?:help|guide|mentor|advise|coach|teach)(?:\s+me)?(?:\s+(?:with|on|in|for|about))?\b/giu,
  /\b(?:someone|somebody|anyone|anybody)(?:\s+(?:who|that))?\b/giu,
  /\b(?:mentors?|mentorships?|mentoring|mentees?|guides?|guidance|coach(?:es)?|coaching|advisors?|advisers?|advice)\b/giu,
  /\b(?:i\s+need|i\s+want|looking\s+for|find\s+me|find|need|help\s+me|help)\b/giu,
];
const EDGE_WORDS =
  /^(?:(?:for|with|on|in|about|who|a|an|the|to|me|and|of)\s+)+|(?:\s+(?:for|with|on|in|about|who|a|an|the|to|and|of))+$/iu;

/** The query without the words that only ask for a mentor ("CNC mentors in Canada" -> "CNC in Canada"). */
export function withoutMentorWords(query: string): string {
  let text = ` ${query} `;
  for (const pattern of ASKING) text = text.replace(pattern, " ");
  text = text.replace(/\s+/g, " ").trim();
  let before: string;
  do {
    before = text;
    text = text.replace(EDGE_WORDS, "").trim();
  } while (text !== before);
  return text;
}

const cursor = cursorCodec("mentors", ["number", "number", "number", "text", "uuid"]);

type Row = MentorProfileView & {
  score: number;
  fullName: string;
  k1: number;
  k2: number;
  k3: number;
};

/** The profile of a row (its sort keys left out). */
const view = (r: Row): MentorProfileView => ({
  userId: r.userId,
  isMentor: r.isMentor,
  paused: r.paused,
  topics: r.topics,
  capacity: r.capacity,
  openSlots: r.openSlots,
  availability: r.availability,
  languages: r.languages,
  mentoredCount: r.mentoredCount,
});

/**
 * Mentor search: verified members mentoring and not paused; `topic` one of their topics (any case);
 * `query` plain language through smart search's understanding, matched against the member's
 * searchable profile (SearchService.planFor over member_search) or their topics (full text). Open
 * places first, then relevance, mentees mentored, name; paged by a cursor of that order.
 */
export class MentorSearch {
  constructor(
    private readonly db: DataSource,
    private readonly search: MentorSearchPorts,
  ) {}

  async find(
    me: Searcher,
    args: { query?: unknown; topic?: unknown },
    page: PageArgs = {},
  ): Promise<MentorPage> {
    const first = pageSize(page.first, LIST_PAGES.mentors);
    const after = page.after ? cursor.decode(page.after) : null;
    const topic = cleanTopicFilter(args.topic);
    if (args.query != null && typeof args.query !== "string")
      throw badInput("query must be text", "query");
    const query = stripControlCharacters((args.query as string | null) ?? "").trim();
    if (query.length > SEARCH_LIMITS.query)
      throw badInput(`Keep the search under ${SEARCH_LIMITS.query} characters`, "query");
    const rest = withoutMentorWords(query);
    const understood = /[\p{L}\p{N}]/u.test(rest);
    const filter: Filter | null = understood ? await this.search.planFor(rest, me) : null;
    const params: unknown[] = [...(filter?.params ?? [])];
    const add = (v: unknown) => `$${params.push(v)}`;
    const memberMatch = filter ? `(${whereSql(filter.where)})` : "FALSE";
    const topicMatch = understood
      ? `to_tsvector('english', array_to_string(p.topics, ' ')) @@ plainto_tsquery('english', ${add(rest)})`
      : "FALSE";
    const rank = filter?.rankQuery
      ? `ts_rank(u.search_vector, to_tsquery('english', ${add(filter.rankQuery)}))`
      : "0";
    const topicParam = add(topic);
    const where = [
      `p.is_mentor`,
      `NOT p.paused`,
      `(${topicParam}::text IS NULL OR EXISTS (SELECT 1 FROM unnest(p.topics) t WHERE lower(t) = lower(${topicParam}::text)))`,
      understood ? `(${memberMatch} OR ${topicMatch})` : "TRUE",
    ];
    const keyParams = after ? after.map((v) => add(v)) : null;
    const [{ total, rows }] = await sql<{ total: number; rows: Row[] }>(
      this.db,
      `WITH m AS (
         SELECT ${PROFILE_COLUMNS}, u.full_name AS "fullName",
                ((CASE WHEN ${memberMatch} THEN ${rank} + 0.5 ELSE 0 END)
                 + (CASE WHEN ${topicMatch} THEN 1 ELSE 0 END))::real AS score
           FROM mentor_profiles p JOIN member_search u ON u.id = p.user_id
          WHERE ${where.join(" AND ")}
       ), k AS (
         SELECT m.*, (m."openSlots" = 0)::int AS k1, (-m.score)::real AS k2,
                (-m."mentoredCount")::int AS k3
           FROM m
       )
       SELECT (SELECT count(*) FROM m)::int AS total,
              coalesce((SELECT json_agg(x ORDER BY x.k1, x.k2, x.k3, x."fullName", x."userId")
                 FROM (SELECT k.* FROM k WHERE ${
                   keyParams
                     ? `(k.k1, k.k2, k.k3, k."fullName", k."userId") >
                        (${keyParams[0]}::int, ${keyParams[1]}::real, ${keyParams[2]}::int,
                         ${keyParams[3]}::text, ${keyParams[4]}::uuid)`
                     : "TRUE"
                 } ORDER BY k.k1, k.k2, k.k3, k."fullName", k."userId" LIMIT ${add(first + 1)}) x),
                '[]'::json) AS rows`,
      params,
    );
    const connection = toConnection(
      rows,
      first,
      (r) => cursor.encode([r.k1, r.k2, r.k3, r.fullName, r.userId]),
      total,
    );
    return {
      ...connection,
      nodes: connection.nodes.map(view),
      interpretation: understood ? describe(parseQuery(rest, new Date(), me)) : null,
    };
  }
}
