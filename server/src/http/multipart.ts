import { Readable } from "node:stream";
import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import { Upload } from "graphql-upload-minimal";

// The one place that reads a multipart request. Every upload path (REST forms, GraphQL multipart)
// goes through `readMultipart`: the body is read to its end, each file into memory up to its limit,
// before anything else runs. Whatever the client does (cuts the body short, aborts, sends a wrong
// or no boundary, too many files, giant part headers), every stream has its listeners, the partial
// file is dropped, and the answer is a 400/413 with a message (or nothing, when the client is gone):
// never an unhandled 'error' event, which would end the process.

/** What a file in one field may be: at most `maxBytes` (exactly that many is fine). */
export interface FileRule {
  maxBytes: number;
  /** The 413's message. */
  tooLarge: string;
}

/** A file read completely and within its limit. */
export interface ReceivedFile {
  field: string;
  filename: string;
  mimetype: string;
  encoding: string;
  bytes: Buffer;
}

/** A multipart body refused: answered with `status` and the message (`code` for GraphQL). */
export class MultipartRefusal extends Error {
  readonly code: string;
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.code = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
  }
}

/** The client went away before its body ended: there is no one to answer. */
class ClientGone extends Error {}

export const MULTIPART_MESSAGES = {
  unreadable: "The multipart body could not be read",
  incomplete: "The upload did not arrive completely. Please try again.",
  tooManyFiles: "Send one file at a time",
  tooManyFields: "The form has too many fields",
  tooLarge: "The request body is too large",
  fieldTooLong: (name: string, max: number) =>
    `The field "${name}" is too long (at most ${max} bytes)`,
};

/** The shape of one multipart form: its limits and what each field and file may be. */
export interface MultipartForm {
  /** The largest any file may be (the parser's own limit is one byte more, so this much is fine). */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
  /** A text field as it arrives (before the files in our forms); throw a MultipartRefusal to stop. */
  field?(name: string, value: string): void;
  /** The rule for a file in `field`, or undefined to skip it unread; may throw a MultipartRefusal. */
  file(field: string): FileRule | undefined;
}

/** Bytes of boundaries and part headers allowed beyond the files and fields. */
const FRAMING_BYTES = 64 * 1024;
/**
 * After a refusal the rest of the body is read and dropped, so the client hears the answer and its
 * connection stays usable; a client that keeps sending more than this is cut off.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** busboy for `req` within the form's limits; undefined when the request is not one it reads. */
function openParser(req: Request, form: MultipartForm): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: {
        fileSize: form.maxFileBytes + 1,
        files: form.maxFiles,
        fields: form.maxFields,
        fieldSize: form.maxFieldBytes + 1,
      },
    });
  } catch {
    return undefined;
  }
}

/** Fed the body chunk by chunk: whether its first `--boundary` has been seen yet. */
function boundaryWatch(req: Request): (chunk: Buffer) => boolean {
  const delimiter = Buffer.from(`--${boundaryOf(req)}`, "latin1");
  let opened = false;
  let tail = Buffer.alloc(0);
  return (chunk) => {
    if (!opened) {
      const seen = Buffer.concat([tail, chunk]);
      opened = seen.includes(delimiter);
      tail = seen.subarray(-delimiter.length);
    }
    return opened;
  };
}

/** Collects one file part within its rule: `done` with its bytes at its end; over the rule, 413. */
function collectFile(
  stream: Readable,
  rule: FileRule,
  live: () => boolean,
  refuse: (status: 413, message: string) => void,
  done: (bytes: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on("data", (chunk: Buffer) => {
    if (!live()) return;
    size += chunk.length;
    if (size > rule.maxBytes) return refuse(413, rule.tooLarge);
    chunks.push(chunk);
  });
  stream.on("end", () => {
    if (!live() || size > rule.maxBytes) return;
    done(Buffer.concat(chunks, size));
  });
}

/**
 * Reads the whole multipart body of `req` as `form` allows. Resolves with the files (each complete
 * and within its rule); rejects with a MultipartRefusal (answer it) or ClientGone (the client left).
 */
export function receiveMultipart(req: Request, form: MultipartForm): Promise<ReceivedFile[]> {
  return new Promise((resolve, reject) => {
    const parser = openParser(req, form);
    // No boundary, or a content type busboy does not take.
    if (!parser) return reject(new MultipartRefusal(400, MULTIPART_MESSAGES.unreadable));
    const maxBodyBytes =
      form.maxFiles * (form.maxFileBytes + 1) + form.maxFields * form.maxFieldBytes + FRAMING_BYTES;
    const files: ReceivedFile[] = [];
    let settled = false;
    let received = 0;
    // Whether the body ever opened its form (its first `--boundary`): a body that ends without
    // closing the form was cut short if so, and had a wrong boundary (or none) if not.
    const sawBoundary = boundaryWatch(req);
    let opened = false;

    const stop = (outcome: Error | null) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      if (outcome) {
        files.length = 0; // a partial upload is dropped, never handed on
        // Not now: this may run inside one of busboy's own events, which it follows with more work
        // on the parser. Its 'error' (an unfinished form) then lands in the listener below.
        setImmediate(() => parser.destroy());
        reject(outcome);
      } else resolve(files);
    };
    const refuse = (status: 400 | 413, message: string) =>
      stop(new MultipartRefusal(status, message));
    /** Runs a form callback; a refusal it throws stops the reading, anything else too (as a bug). */
    const guarded = <T>(fn: () => T): T | undefined => {
      try {
        return fn();
      } catch (err) {
        stop(err instanceof Error ? err : new Error(String(err)));
        return undefined;
      }
    };

    parser.on("field", (name, value, info) => {
      if (settled) return;
      if (info.valueTruncated || info.nameTruncated)
        return refuse(413, MULTIPART_MESSAGES.fieldTooLong(name, form.maxFieldBytes));
      guarded(() => form.field?.(name, value));
    });

    parser.on("file", (name, stream, info) => {
      // A cut-off body destroys the file stream with an error: it must always have a listener.
      stream.on("error", () => {});
      const rule = settled ? undefined : guarded(() => form.file(name));
      if (!rule) return void stream.resume();
      collectFile(
        stream,
        rule,
        () => !settled,
        refuse,
        (bytes) =>
          files.push({
            field: name,
            filename: info.filename ?? "",
            mimetype: info.mimeType,
            encoding: info.encoding,
            bytes,
          }),
      );
    });

    parser.on("filesLimit", () => refuse(413, MULTIPART_MESSAGES.tooManyFiles));
    parser.on("fieldsLimit", () => refuse(413, MULTIPART_MESSAGES.tooManyFields));
    parser.on("error", (err: Error) => {
      // "Unexpected end of form" (the body ended before its closing boundary), "Malformed part
      // header" (or one over 16 KB), and the error of our own destroy() after a stop.
      const cut = /unexpected end/i.test(err.message) && opened;
      refuse(400, cut ? MULTIPART_MESSAGES.incomplete : MULTIPART_MESSAGES.unreadable);
    });
    // 'finish' comes after every file's 'end': the form closed properly and all is read.
    parser.on("finish", () => stop(null));

    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) return refuse(413, MULTIPART_MESSAGES.tooLarge);
      opened = sawBoundary(chunk);
      if (!parser.write(chunk)) {
        req.pause();
        parser.once("drain", () => req.resume());
      }
    };
    const onEnd = () => parser.end();
    req.on("data", onData);
    req.on("end", onEnd);
    // A client that aborts: the request closes before it is complete. Its 'error' needs a listener.
    req.on("error", () => stop(new ClientGone()));
    req.once("close", () => {
      if (!req.complete) stop(new ClientGone());
    });
  });
}

/** The boundary a multipart request's Content-Type names (busboy has checked there is one). */
const boundaryOf = (req: Request) =>
  /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i
    .exec(req.get("content-type") ?? "")
    ?.slice(1)
    .find(Boolean) ?? "";

/** Reads and drops what is left of a refused request, cutting off a client that sends too much. */
function drain(req: Request) {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** One upload path: the form it reads, what it does with the files, and how it answers a refusal. */
export interface MultipartPath<F extends MultipartForm> {
  /** The form this request may send (limits and fields), made per request. */
  form(req: Request): F;
  /** Hands the files on (e.g. as `req.body`); may throw a MultipartRefusal (say, a missing file). */
  received(req: Request, files: ReceivedFile[], form: F): void;
  /** Answers a refusal in this path's shape (REST: `{detail}`; GraphQL: `{errors}`). */
  refuse(res: Response, refusal: MultipartRefusal): void;
  /** The answer to a body that is not multipart/form-data; unset: the request goes on untouched. */
  notMultipart?(res: Response): void;
}

const readers = new WeakSet<RequestHandler>();

/** Whether `handler` is an upload path's reader (the fuzz tests find every upload route with it). */
export const isMultipartReader = (handler: unknown): boolean =>
  readers.has(handler as RequestHandler);

/**
 * Middleware for an upload path: reads the multipart body completely (see receiveMultipart), then
 * calls `received` and the next handler; a refused body is answered (400/413) and the rest of it
 * dropped; a client that went away is left alone. Nothing after it ever sees a partial file.
 */
export function readMultipart<F extends MultipartForm>(path: MultipartPath<F>): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    if (!req.is("multipart/form-data")) return path.notMultipart ? path.notMultipart(res) : next();
    let form: F;
    try {
      form = path.form(req);
    } catch (err) {
      return next(err);
    }
    const failed = (err: unknown) => {
      if (err instanceof ClientGone) return;
      if (!(err instanceof MultipartRefusal)) return next(err);
      if (!res.headersSent) path.refuse(res, err);
      drain(req);
    };
    receiveMultipart(req, form).then((files) => {
      try {
        path.received(req, files, form);
      } catch (err) {
        return failed(err);
      }
      next();
    }, failed);
  };
  readers.add(handler);
  return handler;
}

/** What an upload resolver reads (graphql-upload-minimal's FileUpload), over a received file. */
export function uploadOf(file: ReceivedFile): Upload {
  const upload = new Upload() as Upload & { resolve(file: unknown): void };
  upload.resolve({
    filename: file.filename,
    mimetype: file.mimetype,
    encoding: file.encoding,
    createReadStream: () => Readable.from([file.bytes]),
  });
  return upload;
}
