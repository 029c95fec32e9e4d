#!/usr/bin/env node
// Lists the verified members of a batch and, with --post, posts an opportunity on ISTC Connect.
// No dependencies: Node 20+ (fetch, util.parseArgs). See examples/README.md and docs/API.md.
//
//   ISTC_URL=http://localhost:4000 ISTC_TOKEN=istc_pat_... node examples/batch-and-post.mjs 2019
//   node examples/batch-and-post.mjs 2019 --post --title "CNC programmer" --type Job \
//     --location Mohali --description "Two years of Fanuc experience." --tags CNC,Fanuc
import { parseArgs } from "node:util";

const USAGE = `Usage: node batch-and-post.mjs <batch-year> [--page-size N]
         [--post --title T --type Job|Internship|Freelance|Collab|Service --location L
          --description D [--link URL] [--tags a,b] [--hide-contact]]
Environment: ISTC_URL (default http://localhost:4000), ISTC_TOKEN (a personal access token),
             ISTC_MAX_WAIT (longest wait in seconds when rate limited, default 60).`;

/** A failure with the message to print and the exit status. */
class Stop extends Error {
  constructor(message, status = 1) {
    super(message);
    this.status = status;
  }
}

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      "page-size": { type: "string", default: "100" },
      post: { type: "boolean", default: false },
      title: { type: "string" },
      type: { type: "string", default: "Job" },
      location: { type: "string" },
      description: { type: "string" },
      link: { type: "string" },
      tags: { type: "string" },
      "hide-contact": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
const { values: args, positionals } = options;
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const baseUrl = (process.env.ISTC_URL || "http://localhost:4000").replace(/\/+$/, "");
const token = process.env.ISTC_TOKEN;
const maxWait = Number(process.env.ISTC_MAX_WAIT ?? 60);

/** Spelled as the product shows them -> the GraphQL enum. */
const TYPES = {
  Job: "JOB",
  Internship: "INTERNSHIP",
  Freelance: "FREELANCE",
  Collab: "COLLAB",
  Service: "SERVICE",
};

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * One GraphQL operation. Answers `data`; turns the documented failures into a readable Stop:
 * 401 (no or bad token), 403 (e.g. a read-only token on a mutation: the server's message as is),
 * 429 (waits Retry-After seconds and tries again, unless that is longer than ISTC_MAX_WAIT).
 */
async function graphql(query, variables, attempt = 1) {
  let res;
  try {
    res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
  } catch (err) {
    throw new Stop(
      `Cannot reach ${baseUrl} (${err.cause?.code ?? err.message}). Is ISTC_URL right?`,
    );
  }
  let body;
  try {
    body = await res.json();
  } catch {
    throw new Stop(
      `${baseUrl}/graphql answered HTTP ${res.status} without JSON. Is ISTC_URL right?`,
    );
  }
  const error = body.errors?.[0];
  const code = error?.extensions?.code;
  if (res.status === 429 || code === "RATE_LIMITED") {
    const wait = Number(res.headers.get("retry-after") ?? error?.extensions?.retryAfter ?? 60);
    if (wait > maxWait || attempt >= 3) {
      throw new Stop(
        `Rate limited (429): ${error?.message ?? "too many requests"} Retry-After: ${wait} s.`,
      );
    }
    console.error(`Rate limited (429): waiting ${wait} s as Retry-After asks, then retrying…`);
    await sleep(wait);
    return graphql(query, variables, attempt + 1);
  }
  if (res.status === 401 || code === "UNAUTHENTICATED") {
    throw new Stop(
      `Not signed in (401): ${error?.message ?? "unauthorized"}. ISTC_TOKEN is unknown, expired ` +
        `or revoked: create a token on ${baseUrl}/profile/api-tokens.`,
    );
  }
  if (res.status === 403 || code === "FORBIDDEN") {
    throw new Stop(`Refused (403): ${error?.message ?? "forbidden"}`);
  }
  if (error) throw new Stop(`Error (${code ?? `HTTP ${res.status}`}): ${error.message}`);
  if (!res.ok) throw new Stop(`HTTP ${res.status} from ${baseUrl}/graphql`);
  return body.data;
}

const BATCH = `query Batch($query: String!, $first: Int!, $after: String) {
  smartSearch(query: $query, first: $first, after: $after) {
    hasNextPage
    endCursor
    results { id fullName trade currentLocation company batchYear }
  }
}`;

/** Every verified member of the batch, page after page (cursor pagination, docs/API.md). */
async function listBatch(year, pageSize) {
  const members = [];
  let after = null;
  do {
    const { smartSearch: page } = await graphql(BATCH, {
      query: `${year} batch`,
      first: pageSize,
      after,
    });
    // Smart search reads "2019 batch" as the batch year; keep exactly that year.
    members.push(...page.results.filter((m) => m.batchYear === year));
    after = page.hasNextPage ? page.endCursor : null;
  } while (after);
  return members;
}

const POST = `mutation Post($input: OpportunityInput!) {
  postOpportunity(input: $input) { id title type location createdAt }
}`;

async function main() {
  if (!token) {
    throw new Stop(
      "ISTC_TOKEN is not set. Create a personal access token on your profile " +
        `(${baseUrl}/profile/api-tokens) and run: export ISTC_TOKEN=istc_pat_...`,
      2,
    );
  }
  const year = Number(positionals[0]);
  if (positionals.length !== 1 || !Number.isInteger(year)) {
    throw new Stop(`Give one batch year, e.g. 2019.\n${USAGE}`, 2);
  }
  const pageSize = Number(args["page-size"]);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new Stop("--page-size must be from 1 to 1000", 2);
  }

  const members = await listBatch(year, pageSize);
  console.log(`Verified members of the ${year} batch: ${members.length}`);
  for (const m of members) {
    const where = [m.trade, m.company, m.currentLocation].filter(Boolean).join(", ");
    console.log(`  ${m.fullName}${where ? ` (${where})` : ""}  id ${m.id}`);
  }

  if (!args.post) return;
  const type = TYPES[args.type];
  if (!type) throw new Stop(`--type must be one of ${Object.keys(TYPES).join(", ")}`, 2);
  for (const name of ["title", "location", "description"]) {
    if (!args[name]) throw new Stop(`--post needs --${name}`, 2);
  }
  const input = {
    title: args.title,
    type,
    location: args.location,
    description: args.description,
    externalLink: args.link ?? null,
    tags: args.tags ? args.tags.split(",") : [],
    contactVisibility: !args["hide-contact"],
  };
  const { postOpportunity: posted } = await graphql(POST, { input });
  console.log(`Posted "${posted.title}" (${args.type}, ${posted.location}): id ${posted.id}`);
  console.log(`  ${baseUrl}/opportunities/${posted.id}`);
}

main().catch((err) => {
  if (err instanceof Stop) {
    console.error(err.message);
    process.exit(err.status);
  }
  throw err;
});
