import type { RequestHandler } from "express";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { PROFILE_PHOTO_FILE } from "../modules/users/upload.js";
import { ROSTER_FILE } from "../modules/roster/roster-file.js";
import {
  MULTIPART_MESSAGES,
  MultipartRefusal,
  readMultipart,
  uploadOf,
  type FileRule,
  type MultipartForm,
  type ReceivedFile,
} from "./multipart.js";

/** The only root fields a multipart request may run (the operations that take an `Upload`), with their file's rule. */
export const UPLOAD_FIELDS: ReadonlyMap<string, FileRule> = new Map([
  ["uploadProfileImage", PROFILE_PHOTO_FILE],
  ["previewRoster", ROSTER_FILE],
  ["importRoster", ROSTER_FILE],
  ["uploadBusinessLogo", PROFILE_PHOTO_FILE],
]);

export const MULTIPART_ONLY_FOR_UPLOADS =
  "A multipart request may only run an upload mutation (uploadProfileImage, previewRoster, importRoster, uploadBusinessLogo); send any other operation as JSON.";

const SPEC = "(the GraphQL multipart request spec: operations, then map, then the files)";

/**
 * The upload fields a multipart request's `operations` runs, or null when it may not run: one
 * operation (no batch), a mutation, and every root field an upload field (no fragments at the root).
 */
export function uploadFieldsOf(operations: unknown): string[] | null {
  if (Array.isArray(operations) || typeof operations !== "object" || operations === null)
    return null;
  const { query, operationName } = operations as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return null;
  let definitions: OperationDefinitionNode[];
  try {
    definitions = parse(query, { noLocation: true }).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const selected =
    typeof operationName === "string" && operationName
      ? definitions.find((d) => d.name?.value === operationName)
      : definitions.length === 1
        ? definitions[0]
        : undefined;
  if (selected?.operation !== "mutation") return null;
  const fields: string[] = [];
  for (const s of selected.selectionSet.selections) {
    if (s.kind !== Kind.FIELD || !UPLOAD_FIELDS.has(s.name.value)) return null;
    fields.push(s.name.value);
  }
  return fields;
}

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Puts `value` at a map path like `variables.file` or `variables.files.0`: only into variables. */
function placeAt(operations: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split(".");
  if (keys[0] !== "variables" || keys.length < 2) return false;
  let node: unknown = operations;
  for (const [i, key] of keys.entries()) {
    if (UNSAFE_KEYS.has(key) || typeof node !== "object" || node === null) return false;
    const container = node as Record<string, unknown>;
    if (i === keys.length - 1) {
      if (!Object.hasOwn(container, key)) return false;
      container[key] = value;
      return true;
    }
    if (!Object.hasOwn(container, key)) return false;
    node = container[key];
  }
  return false;
}

/** Files per request: each upload mutation takes one. */
const MAX_FILES = 1;

const refusal = (message: string) => new MultipartRefusal(400, message);

/** The GraphQL multipart form of one request: `operations`, then `map`, then the mapped files. */
function graphqlForm(): MultipartForm & { assemble(files: ReceivedFile[]): unknown } {
  let operations: Record<string, unknown> | undefined;
  let rule: FileRule | undefined;
  let map: Map<string, string[]> | undefined;
  const largest = Math.max(...[...UPLOAD_FIELDS.values()].map((r) => r.maxBytes));
  return {
    maxFileBytes: largest,
    maxFiles: MAX_FILES,
    maxFields: 2,
    maxFieldBytes: 100_000,
    field(name, value) {
      if (name === "operations" && !operations) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          throw refusal(`The "operations" field is not valid JSON ${SPEC}`);
        }
        const fields = uploadFieldsOf(parsed);
        if (!fields) throw refusal(MULTIPART_ONLY_FOR_UPLOADS);
        operations = parsed as Record<string, unknown>;
        // The smallest limit of the operation's upload fields applies to its file.
        rule = fields.map((f) => UPLOAD_FIELDS.get(f)!).sort((a, b) => a.maxBytes - b.maxBytes)[0];
      } else if (name === "map" && operations && !map) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          throw refusal(`The "map" field is not valid JSON ${SPEC}`);
        }
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
          throw refusal(`The "map" field must be an object ${SPEC}`);
        const entries = Object.entries(parsed);
        if (entries.length > MAX_FILES)
          throw new MultipartRefusal(413, MULTIPART_MESSAGES.tooManyFiles);
        map = new Map();
        for (const [file, paths] of entries) {
          if (!Array.isArray(paths) || !paths.length || !paths.every((p) => typeof p === "string"))
            throw refusal(
              `The "map" entry "${file}" must list paths like "variables.file" ${SPEC}`,
            );
          map.set(file, paths as string[]);
        }
      } else throw refusal(`Unexpected field "${name}" ${SPEC}`);
    },
    file(name) {
      if (!operations || !map) throw refusal(`A file came before "operations" and "map" ${SPEC}`);
      // Files the map does not name are skipped, as the spec says.
      return map.has(name) ? rule : undefined;
    },
    /** The operations with each mapped file in its place. */
    assemble(files) {
      if (!operations) throw refusal(`The "operations" field is missing ${SPEC}`);
      if (!map) throw refusal(`The "map" field is missing ${SPEC}`);
      for (const [file, paths] of map) {
        const received = files.find((f) => f.field === file);
        if (!received) throw refusal(`The file "${file}" named in "map" is missing`);
        const value = uploadOf(received);
        for (const path of paths)
          if (!placeAt(operations, path, value))
            throw refusal(`The "map" path "${path}" is not in the operation's variables`);
      }
      return operations;
    },
  };
}

/**
 * GraphQL multipart requests (the `Upload` scalar) on /graphql, read by the shared multipart reader
 * (http/multipart.ts): one file, at most its upload field's limit, read completely before the
 * operation runs; only for an upload mutation: any other operation sent as multipart is a 400 as
 * soon as its `operations` field arrives (multipart is a "simple" browser request; JSON is the one
 * way for everything else). A refused body is a 400/413 `{errors: [{message, extensions: {code}}]}`
 * (BAD_REQUEST or PAYLOAD_TOO_LARGE). Apollo's CSRF prevention still applies: browsers send
 * `apollo-require-preflight: true` with uploads.
 */
export const graphqlUploads = (): RequestHandler => {
  return readMultipart({
    form: graphqlForm,
    received(req, files, form) {
      req.body = form.assemble(files);
    },
    refuse(res, { status, message, code }) {
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    },
  });
};
