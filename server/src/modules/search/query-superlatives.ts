/**
 * Superlatives of seniority ("oldest alumnus", "senior-most electrician in Punjab", "youngest
 * person working in Oman", "latest batch electricians"): the earliest or the latest batch among
 * the members the rest of the query finds, whichever that is (not a fixed year). A query that
 * names its batches ("the oldest batches, before 2000") keeps them instead.
 */
export type BatchEdge = "earliest" | "latest";

const EARLIEST = String.raw`oldest|earliest|senior[\s-]*most|most\s+(?:senior|experienced)|longest`;
const LATEST = String.raw`youngest|newest|latest|junior[\s-]*most|most\s+(?:junior|recent)|freshest`;
const EDGE = new RegExp(String.raw`\b(?:the\s+)?(${EARLIEST}|${LATEST})\b`, "gi");
const IS_EARLIEST = new RegExp(String.raw`^(?:${EARLIEST})$`, "i");

/**
 * "newest members first", "oldest batch first": an order to list them in, not which of them; the
 * words go and every member the rest finds is listed.
 */
const ORDER = new RegExp(
  String.raw`\b(?:the\s+)?(?:${EARLIEST}|${LATEST})(?:\s+(?:batch(?:es)?|members?|ones|pass[\s-]*outs?|alumni|people|grads?|graduates))?\s+(?:first|on\s+top)\b`,
  "gi",
);

/** The text without its superlative of seniority, and which edge it asked for (null: none). */
export function batchEdge(text: string): { rest: string; edge: BatchEdge | null } {
  const unordered = text.replace(ORDER, " ");
  if (unordered !== text) return { rest: unordered, edge: null };
  let edge: BatchEdge | null = null;
  const rest = text.replace(EDGE, (_all, word: string) => {
    edge ??= IS_EARLIEST.test(word) ? "earliest" : "latest";
    return " ";
  });
  return { rest: edge ? rest : text, edge };
}
