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
 * search reads "this year"), and writes nothing. A field is added here only when that holds for it.
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

const DIRECTIVES = new Set(["include", "skip"]);
const verdicts = new WeakMap<OperationDefinitionNode, boolean>();

/** Whether an operation is a query selecting only CACHEABLE_FIELDS (fragments followed). */
export function isCacheable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  let verdict = verdicts.get(operation);
  if (verdict === undefined) {
    // `{ __typename }` alone has nothing to save.
    const rootField = operation.selectionSet.selections.some(
      (s) => s.kind !== Kind.FIELD || s.name.value !== "__typename",
    );
    verdict =
      operation.operation === "query" &&
      rootField &&
      selectsOnlyCacheable(schema, document, operation);
    verdicts.set(operation, verdict);
  }
  return verdict;
}

function selectsOnlyCacheable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const queue: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
  const typeInfo = new TypeInfo(schema);
  let ok = true;
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
  return ok;
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

/**
 * An exact cache of GraphQL answers (`data` of answers without errors) per viewer, operation and
 * variables, bounded by the size of the answers as JSON (least recently used dropped first).
 * Exact: the database notifies `data_changed` on every change of a table an answer may read, every
 * notification moves `changes.version`, and a move empties the cache. An entry is served only
 * after the change feed has settled since the request began (the barrier round trip the viewer
 * cache already made, or one of its own), so every change committed before the request began has
 * emptied it; an answer is stored only when no change arrived between its lookup and its end.
 * Off while the notifications do not run, and when a table lacks its triggers.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private version = -1;
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
    return { entries: this.entries.size, bytes: this.bytes };
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

  /** The version an answer computed from now on is stored under (pass it to `set`). */
  current(): number {
    this.sync();
    return this.version;
  }

  /** The kept answer for this key, once every change committed before `mark` has been applied. */
  async get(key: string, mark: number): Promise<unknown> {
    this.sync();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    try {
      await this.changes().settledSince(mark);
    } catch {
      return undefined;
    }
    this.sync();
    if (this.entries.get(key) !== entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.data;
  }

  set(key: string, data: unknown, version: number) {
    this.sync();
    if (!this.enabled || version !== this.version) return;
    const bytes = 2 * key.length + JSON.stringify(data).length;
    if (bytes > this.maxBytes / 16) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { data, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
    readCacheCounts.stored++;
  }

  private sync() {
    const version = this.changes().version;
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
  }

  private clear() {
    this.entries = new Map();
    this.bytes = 0;
  }
}
