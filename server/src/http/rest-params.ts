import { Upload } from "graphql-upload-minimal";
import { isUuid } from "../db/sql-values.js";

/**
 * What a REST path accepts, declared beside the route and checked before its GraphQL operation
 * runs, so a wrong value is refused in REST's own words ("limit must be a whole number from 1 to
 * 1000") and never reaches GraphQL's variable coercion ("Variable "$first" got invalid value ...").
 * A refusal is HTTP 400 with a `detail` that names the parameter as REST spells it (docs/API.md,
 * Errors). Whether the value is acceptable content (a title's length, an e-mail address) is still
 * the operation's question.
 */
export interface RestParam<T> {
  readonly kind:
    | "text"
    | "int"
    | "flag"
    | "oneOf"
    | "id"
    | "texts"
    | "record"
    | "objects"
    | "file"
    | "datetime"
    | "object";
  /** How an accepted value is described: the refusal reads "<name> must be <expects>". */
  readonly expects: string;
  /** Absent (or null in a body) is refused rather than given `fallback`. */
  readonly required: boolean;
  /** Limits, for the kinds that have them (and for tests that try their edges). */
  readonly min?: number;
  readonly max?: number;
  readonly values?: readonly string[];
  /** The keys of a `record`, each required; of an `object`, each optional. */
  readonly keys?: readonly string[];
  /** Parses a present value: a query-string value is text, a body value is JSON. */
  read(value: unknown, from: "query" | "body"): { value: T } | undefined;
  /** The value when the parameter is absent. */
  readonly fallback: T;
}

export type RestParams = Record<string, RestParam<unknown>>;
export type RestValues<P extends RestParams> = { [K in keyof P]: P[K]["fallback"] };

type Opt<T> = T | null | undefined;

function param<T>(
  kind: RestParam<T>["kind"],
  expects: string,
  read: (value: unknown, from: "query" | "body") => { value: T } | undefined,
  options: {
    required?: boolean;
    fallback: T;
    min?: number;
    max?: number;
    values?: readonly string[];
    keys?: readonly string[];
  },
): RestParam<T> {
  const { required = false, ...rest } = options;
  return { kind, expects, read, required, ...rest };
}

const ok = <T>(value: T) => ({ value });

function text(options?: { max?: number }): RestParam<Opt<string>>;
function text(options: { max?: number; fallback: string }): RestParam<string>;
/**
 * Text. Without a fallback an absent value stays absent (an optional field keeps its value) and
 * a body's null goes on as null (clears it); `fallback: ""` hands the operation an empty text, so
 * its own validation says what is missing ("Please enter your e-mail address").
 */
function text(options: { max?: number; fallback?: string } = {}): RestParam<Opt<string>> {
  const { max, fallback } = options;
  return param<Opt<string>>(
    "text",
    max === undefined ? "text" : `text of at most ${max} characters`,
    (v) =>
      // Measured as the operations measure it: trimmed, in UTF-16 units.
      typeof v === "string" && (max === undefined || v.trim().length <= max) ? ok(v) : undefined,
    { fallback, max },
  );
}

function int(options: { min: number; max?: number; fallback: number }): RestParam<number>;
function int(options: { min?: number; max?: number }): RestParam<Opt<number>>;
/** A whole number within [min, max]; in a query string written in digits. */
function int(options: { min?: number; max?: number; fallback?: number }): RestParam<Opt<number>> {
  const { min, max, fallback } = options;
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? `, ${min} or more`
        : max !== undefined
          ? `, at most ${max}`
          : "";
  return param<Opt<number>>(
    "int",
    `a whole number${range}`,
    (v, from) => {
      const n = from === "query" ? (/^\s*[-+]?\d{1,15}\s*$/.test(String(v)) ? Number(v) : NaN) : v;
      return typeof n === "number" &&
        Number.isSafeInteger(n) &&
        (min === undefined || n >= min) &&
        (max === undefined || n <= max)
        ? ok(n)
        : undefined;
    },
    { fallback, min, max },
  );
}

const QUERY_BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  "1": true,
  "0": false,
  yes: true,
  no: false,
  on: true,
  off: false,
};

function flag(options: { required: true } | { fallback: boolean }): RestParam<boolean>;
function flag(): RestParam<Opt<boolean>>;
/** true or false: JSON booleans in a body; true/false (also 1/0, yes/no, on/off) in a query string. */
function flag(options: { required?: true; fallback?: boolean } = {}): RestParam<Opt<boolean>> {
  return param<Opt<boolean>>(
    "flag",
    "true or false",
    (v, from) => {
      const b = from === "query" ? QUERY_BOOLEANS[String(v).trim().toLowerCase()] : v;
      return typeof b === "boolean" ? ok(b) : undefined;
    },
    { required: options.required, fallback: options.fallback },
  );
}

function oneOf<const V extends string>(
  values: readonly V[],
  options: { fallback: V },
): RestParam<V>;
function oneOf<const V extends string>(
  values: readonly V[],
  options?: { required: true },
): RestParam<V>;
/** One of the listed values, spelled exactly as listed. */
function oneOf<const V extends string>(
  values: readonly V[],
  options: { fallback?: V; required?: true } = {},
): RestParam<V | undefined> {
  return param<V | undefined>(
    "oneOf",
    `one of ${values.join(", ")}`,
    (v) => (values.includes(v as V) ? ok(v as V) : undefined),
    { fallback: options.fallback, required: options.required, values },
  );
}

/** An id (a UUID) of something: "after must be a user id". */
const id = (what: string): RestParam<string | undefined> =>
  param<string | undefined>("id", what, (v) => (isUuid(v) ? ok(v) : undefined), {
    fallback: undefined,
  });

/** A list of texts, or one text (which the operation splits on commas); null clears. */
const texts = (): RestParam<Opt<string[]>> =>
  param<Opt<string[]>>(
    "texts",
    "a list of texts, or one text",
    (v) =>
      typeof v === "string"
        ? ok([v])
        : Array.isArray(v) && v.every((t) => typeof t === "string")
          ? ok(v as string[])
          : undefined,
    { fallback: undefined },
  );

/**
 * An object with exactly these keys, each one of the listed values (e.g. e-mail preferences
 * `{saved_searches: "daily", ...}`); every key is required.
 */
function record<const K extends string, const V extends string>(
  keys: readonly K[],
  values: readonly V[],
  options: { required: true; optional?: readonly K[] },
): RestParam<Record<K, V>> {
  const optional: readonly string[] = options.optional ?? [];
  const given = (v: object, k: string) => k in v && (v as Record<string, unknown>)[k] != null;
  return param<Record<K, V>>(
    "record",
    `an object {${keys.join(", ")}}, each one of ${values.join(", ")}`,
    (v) =>
      typeof v === "object" &&
      v !== null &&
      !Array.isArray(v) &&
      Object.keys(v).every((k) => (keys as readonly string[]).includes(k)) &&
      keys.every(
        (k) =>
          (optional.includes(k) && !given(v, k)) ||
          values.includes((v as Record<string, unknown>)[k] as V),
      )
        ? ok(v as Record<K, V>)
        : undefined,
    { required: options.required, fallback: undefined as unknown as Record<K, V>, values, keys },
  );
}

/**
 * A list of at most `max` objects whose values are texts, numbers or null (e.g. roster rows); each
 * object's own content is the operation's question.
 */
const objects = (options: { max: number }): RestParam<Opt<Record<string, unknown>[]>> =>
  param<Opt<Record<string, unknown>[]>>(
    "objects",
    `a list of at most ${options.max} objects of texts and numbers`,
    (v) =>
      Array.isArray(v) &&
      v.length <= options.max &&
      v.every(
        (o) =>
          typeof o === "object" &&
          o !== null &&
          !Array.isArray(o) &&
          Object.values(o).every((x) => x === null || ["string", "number"].includes(typeof x)),
      )
        ? ok(v as Record<string, unknown>[])
        : undefined,
    { fallback: undefined, max: options.max },
  );

/** The file a multipart parser (`before`) put in the body; `optional` when the body may be JSON. */
const file = (options: { optional?: true } = {}): RestParam<Upload> =>
  param<Upload>("file", "a file", (v) => (v instanceof Upload ? ok(v) : undefined), {
    required: !options.optional,
    fallback: undefined as unknown as Upload,
  });

/** ISO 8601 with a UTC offset ("Z" or "+05:30"): an instant, whatever the reader's zone. */
const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * A date and time in ISO 8601 with its offset (2026-12-05T18:00:00-05:00), a real one (no February
 * 30th); handed to the operation as the same instant in UTC.
 */
const datetime = (options: { required?: true } = {}): RestParam<string | undefined> =>
  param<string | undefined>(
    "datetime",
    "a date and time in ISO 8601 with its offset, e.g. 2026-12-05T18:00:00+05:30",
    (v) => {
      if (typeof v !== "string" || !ISO_WITH_OFFSET.test(v.trim())) return undefined;
      const [, y, mo, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(v.trim())!;
      const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
      const real = date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
      const at = Date.parse(v.trim());
      return real && !Number.isNaN(at) ? ok(new Date(at).toISOString()) : undefined;
    },
    { required: options.required, fallback: undefined },
  );

/**
 * An object of optional fields, each a parameter of its own (e.g. an event's audience
 * `{batch_year?, trade?}`); any other key is refused, so a misspelt one is not silently dropped.
 */
function object<const P extends RestParams>(
  fields: P,
): RestParam<{ [K in keyof P]?: P[K]["fallback"] } | null | undefined> {
  const keys = Object.keys(fields);
  const expects = `an object {${keys.map((k) => `${k}?: ${fields[k].expects}`).join(", ")}}`;
  return param<{ [K in keyof P]?: P[K]["fallback"] } | null | undefined>(
    "object",
    expects,
    (v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [k, value] of Object.entries(v)) {
        if (!Object.hasOwn(fields, k)) return undefined;
        if (value === null || value === undefined) {
          out[k] = null;
          continue;
        }
        const read = fields[k].read(value, "body");
        if (!read) return undefined;
        out[k] = read.value;
      }
      return ok(out as { [K in keyof P]?: P[K]["fallback"] });
    },
    { fallback: undefined, keys },
  );
}

export const rest = { text, int, flag, oneOf, id, texts, record, objects, file, datetime, object };

/** A parameter's value is refused: the detail a REST caller reads. */
export class RestParamError extends Error {}

/**
 * Reads declared parameters from a query string (`from: "query"`; a repeated parameter counts
 * once, the first; an empty one is absent) or a JSON body; throws RestParamError with the detail.
 */
export function readParams<P extends RestParams>(
  params: P | undefined,
  source: Record<string, unknown>,
  from: "query" | "body",
): RestValues<P> {
  const values: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(params ?? {})) {
    let raw = Object.hasOwn(source, name) ? source[name] : undefined;
    if (from === "query") {
      if (Array.isArray(raw)) raw = raw[0];
      if (raw === "") raw = undefined;
    }
    if (raw === undefined || raw === null) {
      if (p.required) throw new RestParamError(`${name} is required: ${p.expects}`);
      // null is "none" for an optional value, else the same as absent.
      values[name] = raw === null && p.fallback === undefined ? null : p.fallback;
      continue;
    }
    const read = p.read(raw, from);
    if (!read) throw new RestParamError(`${name} must be ${p.expects}`);
    values[name] = read.value;
  }
  return values as RestValues<P>;
}
