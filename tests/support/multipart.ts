import net from "node:net";
import { uniqueIp } from "./test-app.js";

// Multipart bodies built byte by byte, so tests can send what no well-behaved client would: a body
// cut short, a wrong boundary, two files, giant part headers, a connection dropped half way.

export const BOUNDARY = "istc-test-boundary";
export const UPLOAD_MUTATION = `mutation($file: Upload!) { uploadProfileImage(file: $file) { id profileImage } }`;

export interface Part {
  name: string;
  /** Given: the part is a file. */
  filename?: string;
  type?: string;
  /** More header lines, e.g. ["X-Pad: ..."]. */
  headers?: string[];
  body: Buffer | string;
}

/** A multipart/form-data body of `parts`, closed properly. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`,
      ...(part.type ? [`Content-Type: ${part.type}`] : []),
      ...(part.headers ?? []),
      "",
      "",
    ].join("\r\n");
    chunks.push(Buffer.from(head, "latin1"), Buffer.from(part.body), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The REST upload's form: the image in `file`. */
export const restParts = (bytes: Buffer, name = "me.png", type = "image/png"): Part[] => [
  { name: "file", filename: name, type, body: bytes },
];

/** The GraphQL multipart request (operations, map, the file), as the client's upload link sends it. */
export const graphqlParts = (bytes: Buffer, name = "me.png", type = "image/png"): Part[] => [
  {
    name: "operations",
    body: JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }),
  },
  { name: "map", body: JSON.stringify({ 0: ["variables.file"] }) },
  { name: "0", filename: name, type, body: bytes },
];

export const UPLOAD_PATHS = {
  rest: { path: "/api/profile/upload-image", parts: restParts },
  graphql: { path: "/graphql", parts: graphqlParts },
} as const;
export type UploadPath = keyof typeof UPLOAD_PATHS;

export interface Answer {
  status: number;
  /** REST's `detail`, or GraphQL's first error message. */
  message?: string;
  /** GraphQL's first error code. */
  code?: string;
  text: string;
}

/** Reads REST `{detail}` and GraphQL `{errors}` alike. */
export async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: { detail?: string; errors?: { message?: string; extensions?: { code?: string } }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { status: res.status, text };
  }
  return {
    status: res.status,
    message: body.detail ?? body.errors?.[0]?.message,
    code: body.errors?.[0]?.extensions?.code,
    text,
  };
}

const headersFor = (token: string | undefined, contentType: string) => ({
  "content-type": contentType,
  "apollo-require-preflight": "true",
  "x-forwarded-for": uniqueIp(),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** POSTs `body` as it is (Content-Length: its length) with `contentType`. */
export async function postRaw(
  url: string,
  path: string,
  body: Buffer,
  options: { token?: string; contentType?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: headersFor(
      options.token,
      options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    ),
    body: new Uint8Array(body),
  });
  return answerOf(res);
}

/**
 * Announces all of `body` (Content-Length) but sends only its first `sent` bytes, then drops the
 * connection, as a client that crashes or loses its network half way through an upload.
 */
export async function abortMidway(
  url: string,
  path: string,
  body: Buffer,
  sent: number,
  token?: string,
): Promise<void> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  const head = Object.entries({
    ...headersFor(token, `multipart/form-data; boundary=${BOUNDARY}`),
    host: `127.0.0.1:${port}`,
    "content-length": String(body.length),
  })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    socket.write(body.subarray(0, sent), () => resolve());
  });
  await new Promise<void>((resolve) => {
    socket.once("close", () => resolve());
    socket.destroy();
  });
}
