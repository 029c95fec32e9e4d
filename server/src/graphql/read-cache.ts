import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import type { DataSource } from "typeorm";
import { missingDataTriggers } from "../db/migrations/1765330000000-data-changes.js";
import type { Logger } from "../logger.js";
import type { DataChanges } from "../modules/auth/viewer-cache.js";
import type { Viewer } from "../modules/auth/viewer.js";

/**
 * What an answer may select to be kept: the fields of the client's own read operations (Me,
 * Directory, SmartSearch, OpportunityList, Opportunity, MemberProfile), per type. Each of these
 * reads only rows of tables with the `data_changed` triggers (migration 1765330000000), the
 * viewer (id, scope, roles, verification: the key), its arguments and the date (the key too:
 * search reads "this year"), and writes nothing. A field is added here only when that holds for it;
 * one that reads members' profile text (PROFILE_TEXT_COLUMNS of migration 1765360000000) under
 * `me`, `opportunities` or `opportunity` must also be in PROFILE_TEXT_FIELDS.
 */
export const CACHEABLE_FIELDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries({
    Query: "directory me opportunities opportunity smartSearch user",
    User: `bio company companyOrganization course currentLocation email fullName id isAdmin isVerified
      jobTitle linkedinUrl occupation pendingReason phoneNumber profileCompleted profileImage
      rollNumber skills trade viewerBlocked viewerConnection whatsappLink`,
    MemberPage: "endCursor hasNextPage nodes totalCount",
    SmartSearchResult: `broader count criteria endCursor hasNextPage interpretation locations related
      relatedCount results suggestions`,
    SearchCriteria: "batchYears currentStudents employers keywords locations roles",
    BroaderReading: "label query",
    LocationCount: "count id latitude longitude name",
    OpportunityConnection: "nodes pageInfo",
    PageInfo: "endCursor hasNextPage",
    Opportunity: `business contactVisibility createdAt description externalLink id istcianPosted
      location postedBy poster tags title type viewerCanDelete viewerCanEdit viewerEditPermission
      viewerRemovesAsAdmin`,
    OpportunityPoster: "contactWithheld email fullName id phoneNumber profileImage",
    PostingPermission: "allowed reason refusal",
    Business: "id name",
    ViewerConnection: "connectionId state",
  }).map(([type, fields]) => [type, new Set(fields.split(/\s+/).filter(Boolean))]),
);

/**
 * The root fields whose answers read no member's profile text (migration 1765360000000's
 * PROFILE_TEXT_COLUMNS) unless they select PROFILE_TEXT_FIELDS: the viewer's own record, the
 * board and an opportunity (their posters' names, photos, verification and contact rule). The
 * directory, smart search and member pages list, rank or show members by that text.
 */
const TEXT_FREE_ROOTS = new Set(["me", "opportunities", "opportunity"]);
/** The fields, per type, that read PROFILE_TEXT_COLUMNS. */
export const PROFILE_TEXT_FIELDS: Record<string, ReadonlySet<string>> = {
  User: new Set(
    "bio company companyOrganization course jobTitle linkedinUrl occupation skills whatsappLink".split(
      " ",
    ),
  ),
};

const DIRECTIVES = new Set(["include", "skip"]);

/**
 * Whether an answer may be kept and, if so, whether it may read members' profile text (then a
 * `profile-text` change drops it too).
 */
export interface CacheVerdict {
  cacheable: boolean;
  readsProfileText: boolean;
}
const verdicts = new WeakMap<OperationDefinitionNode, CacheVerdict>();

/** Whether an operation is a query selecting only CACHEABLE_FIELDS (fragments followed). */
export function isCacheable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  return cacheVerdict(schema, document, operation).cacheable;
}

export function cacheVerdict(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): CacheVerdict {
  let verdict = verdicts.get(operation);
  if (verdict === undefined) {
    // `{ __typename }` alone has nothing to save.
    const rootField = operation.selectionSet.selections.some(
      (s) => s.kind !== Kind.FIELD || s.name.value !== "__typename",
    );
    const selected =
      operation.operation === "query" && rootField
        ? selectsOnlyCacheable(schema, document, operation)
        : null;
    verdict = {
      cacheable: selected !== null,
      readsProfileText: selected?.readsProfileText ?? true,
    };
    verdicts.set(operation, verdict);
  }
  return verdict;
}

/** null when a field outside CACHEABLE_FIELDS is selected; else whether any reads profile text. */
function selectsOnlyCacheable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): { readsProfileText: boolean } | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const queue: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  let readsProfileText = false;
  while (ok && queue.length) {
    visit(
      queue.pop()!,
      visitWithTypeInfo(typeInfo, {
        Directive(node) {
          if (!DIRECTIVES.has(node.name.value)) ok = false;
        },
        Field(node) {
          const parent = typeInfo.getParentType()?.name;
          const name = node.name.value;
          if (name !== "__typename" && !(parent && CACHEABLE_FIELDS[parent]?.has(name))) ok = false;
          if (parent === "Query" && name !== "__typename" && !TEXT_FREE_ROOTS.has(name))
            readsProfileText = true;
          if (parent && PROFILE_TEXT_FIELDS[parent]?.has(name)) readsProfileText = true;
        },
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value);
          if (!fragment) ok = false;
          else if (!seen.has(fragment.name.value)) {
            seen.add(fragment.name.value);
            queue.push(fragment);
          }
        },
      }),
    );
  }
  return ok ? { readsProfileText } : null;
}

/** Process-wide counts, for the benches (bench/statements.mjs prints them). */
export const readCacheCounts = { hits: 0, misses: 0, stored: 0, bypassed: 0 };

interface Entry {
  data: unknown;
  bytes: number;
}

/** The local date, which search's "this year" reads: part of the key, so a new day misses. */
let today = { key: "", until: 0 };
function dayKey(now = Date.now()): string {
  if (now >= today.until) {
    const d = new Date(now);
    const next = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
    today = { key: `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`, until: next };
  }
  return today.key;
}

/** The change feed's versions an answer was computed under (pass them back to `set`). */
export interface Stamp {
  version: number;
  textVersion: number;
}

/**
 * An exact cache of GraphQL answers (`data` of answers without errors) per viewer, operation and
 * variables, bounded by the size of the answers as JSON (least recently used dropped first).
 * Exact: the database notifies `data_changed` on every change of a table an answer may read; a
 * change of members' profile text alone (`profile-text`, migration 1765360000000) moves
 * `changes.textVersion` and drops the answers that may read that text, any other change moves
 * `changes.version` and empties the cache. An entry is served only after the change feed has
 * settled since the request began (the barrier round trip the viewer cache already made, or one
 * of its own), so every change committed before the request began has dropped it; an answer is
 * stored only when no change it depends on arrived between its lookup and its end. Off while the
 * notifications do not run, and when a table lacks its triggers.
 */
export class ReadCache {
  /** Answers that read no profile text, and those that may. */
  private entries = new Map<string, Entry>();
  private textEntries = new Map<string, Entry>();
  private bytes = 0;
  private textBytes = 0;
  private version = -1;
  private textVersion = -1;
  private triggersChecked = false;

  constructor(
    private readonly db: DataSource,
    private readonly changes: () => DataChanges,
    private readonly maxBytes: number,
    private readonly log?: Logger,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0 && this.triggersChecked && this.changes().enabled;
  }

  get size() {
    return {
      entries: this.entries.size + this.textEntries.size,
      bytes: this.bytes + this.textBytes,
    };
  }

  /** Checks that every table an answer may read notifies its changes; off otherwise. */
  async start(): Promise<void> {
    if (this.maxBytes <= 0) return;
    const missing = await missingDataTriggers(this.db);
    if (missing.length) {
      this.log?.warn({ tables: missing }, "read cache off: tables without data_changed triggers");
      return;
    }
    this.triggersChecked = true;
  }

  stop() {
    this.triggersChecked = false;
    this.clear();
  }

  /** The change feed's mark, taken when a request begins (before its viewer is looked up). */
  mark(): number | undefined {
    return this.enabled ? this.changes().mark : undefined;
  }

  /** The key of an answer for this viewer, or null when it is not to be kept (a system viewer). */
  key(viewer: Viewer | null, queryHash: string, operationName: string | null, variables: unknown) {
    if (viewer?.system) return null;
    const who = viewer
      ? `${viewer.user.id}:${viewer.scope}:${[...viewer.roles].sort().join(",")}:${viewer.user.isVerified}`
      : "-";
    return `${who}\n${dayKey()}\n${queryHash}\n${operationName ?? ""}\n${JSON.stringify(variables ?? {})}`;
  }

  /** The versions an answer computed from now on is stored under (pass them to `set`). */
  current(): Stamp {
    this.sync();
    return { version: this.version, textVersion: this.textVersion };
  }

  /**
   * The kept answer for this key, once every change committed before `mark` has been applied.
   * `readsProfileText`: the operation's verdict (the same for every key of the operation).
   */
  async get(key: string, mark: number, readsProfileText: boolean): Promise<unknown> {
    this.sync();
    const map = () => (readsProfileText ? this.textEntries : this.entries);
    const entry = map().get(key);
    if (!entry) return undefined;
    try {
      await this.changes().settledSince(mark);
    } catch {
      return undefined;
    }
    this.sync();
    if (map().get(key) !== entry) return undefined;
    // Most recently used last.
    map().delete(key);
    map().set(key, entry);
    return entry.data;
  }

  set(key: string, data: unknown, stamp: Stamp, readsProfileText: boolean) {
    this.sync();
    if (!this.enabled || stamp.version !== this.version) return;
    if (readsProfileText && stamp.textVersion !== this.textVersion) return;
    const bytes = 2 * key.length + JSON.stringify(data).length;
    if (bytes > this.maxBytes / 16) return;
    const map = readsProfileText ? this.textEntries : this.entries;
    const old = map.get(key);
    if (old) map.delete(key);
    map.set(key, { data, bytes });
    this.count(readsProfileText, bytes - (old?.bytes ?? 0));
    // The answers that may read profile text go first: they are the ones dropped most often.
    for (const text of [true, false]) {
      const from = text ? this.textEntries : this.entries;
      for (const [k, e] of from) {
        if (this.bytes + this.textBytes <= this.maxBytes) break;
        from.delete(k);
        this.count(text, -e.bytes);
      }
    }
    readCacheCounts.stored++;
  }

  private count(text: boolean, bytes: number) {
    if (text) this.textBytes += bytes;
    else this.bytes += bytes;
  }

  private sync() {
    const { version, textVersion } = this.changes();
    if (version !== this.version) {
      this.clear();
      this.version = version;
      this.textVersion = textVersion;
    } else if (textVersion !== this.textVersion) {
      this.textEntries = new Map();
      this.textBytes = 0;
      this.textVersion = textVersion;
    }
  }

  private clear() {
    this.entries = new Map();
    this.textEntries = new Map();
    this.bytes = 0;
    this.textBytes = 0;
  }
}
