import { MENTORSHIP_LIMITS as L } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { badInput } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";

/** What a mentor saves, as the caller sends it (any field may be of the wrong type). */
export interface MentorProfileFields {
  isMentor: unknown;
  paused?: unknown;
  topics: unknown;
  capacity: unknown;
  availability?: unknown;
  languages?: unknown;
}

/** A mentor profile as stored. */
export interface CleanProfile {
  isMentor: boolean;
  paused: boolean;
  topics: string[];
  capacity: number;
  availability: string | null;
  languages: string[];
}

const chars = (text: string) => [...text].length;

/** One line of text: control characters out, runs of spaces as one, trimmed. */
export const cleanLine = (text: string) =>
  stripControlCharacters(text.normalize("NFC")).replace(/\s+/g, " ").trim();

/** Tags of a list: each cleaned, blank ones dropped, repeats (any case) dropped, first kept. */
function tags(
  value: unknown,
  field: string,
  limits: { count: number; min: number; max: number },
  words: { list: string; one: string },
): string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((t) => typeof t !== "string"))
    throw badInput(`${words.list} must be a list of texts`, field);
  if (value.length > limits.count * 4)
    throw badInput(`Choose at most ${limits.count} ${words.list.toLowerCase()}`, field);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value as string[]) {
    const tag = cleanLine(raw);
    if (!tag) continue;
    if (chars(tag) < limits.min || chars(tag) > limits.max)
      throw badInput(
        limits.min > 1
          ? `Each ${words.one} must be ${limits.min} to ${limits.max} characters ("${tag.slice(0, limits.max)}")`
          : `Each ${words.one} must be at most ${limits.max} characters ("${tag.slice(0, limits.max)}")`,
        field,
      );
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  if (out.length > limits.count)
    throw badInput(`Choose at most ${limits.count} ${words.list.toLowerCase()}`, field);
  return out;
}

/** The profile as stored, or BAD_USER_INPUT naming the first wrong field. */
export function cleanProfile(input: MentorProfileFields): CleanProfile {
  if (typeof input.isMentor !== "boolean")
    throw badInput("isMentor must be true or false", "isMentor");
  if (input.paused != null && typeof input.paused !== "boolean")
    throw badInput("paused must be true or false", "paused");
  const topics = tags(
    input.topics,
    "topics",
    { count: L.topics, min: L.topicMinLength, max: L.topicLength },
    { list: "Topics", one: "topic" },
  );
  if (!topics.length) throw badInput("Add at least one topic you can help with", "topics");
  const capacity = input.capacity;
  if (
    typeof capacity !== "number" ||
    !Number.isInteger(capacity) ||
    capacity < L.capacity.min ||
    capacity > L.capacity.max
  )
    throw badInput(
      `Capacity must be a whole number from ${L.capacity.min} to ${L.capacity.max}`,
      "capacity",
    );
  if (input.availability != null && typeof input.availability !== "string")
    throw badInput("availability must be text", "availability");
  const availability = cleanParagraphs((input.availability as string | null) ?? "");
  if (chars(availability) > L.availability)
    throw badInput(`Keep availability to ${L.availability} characters or fewer`, "availability");
  const languages = tags(
    input.languages,
    "languages",
    { count: L.languages, min: 1, max: L.languageLength },
    { list: "Languages", one: "language" },
  );
  return {
    isMentor: input.isMentor,
    paused: (input.paused as boolean | null | undefined) ?? false,
    topics,
    capacity,
    availability: availability || null,
    languages,
  };
}

/** The mentee's goal: required, control characters out, trimmed, at most MENTORSHIP_LIMITS.goal. */
export function cleanGoal(goal: unknown): string {
  if (goal != null && typeof goal !== "string") throw badInput("goal must be text", "goal");
  const text = cleanParagraphs((goal as string | null) ?? "");
  if (!text) throw badInput("Please say what you'd like help with", "goal");
  if (chars(text) > L.goal)
    throw badInput(`Keep the goal to ${L.goal} characters or fewer`, "goal");
  return text;
}

/** Feedback: a whole rating 1..5 and an optional note of at most MENTORSHIP_LIMITS.feedbackNote. */
export function cleanFeedback(
  rating: unknown,
  note: unknown,
): { rating: number; note: string | null } {
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5)
    throw badInput("Rating must be a whole number from 1 to 5", "rating");
  if (note != null && typeof note !== "string") throw badInput("note must be text", "note");
  const text = cleanParagraphs((note as string | null) ?? "");
  if (chars(text) > L.feedbackNote)
    throw badInput(`Keep the note to ${L.feedbackNote} characters or fewer`, "note");
  return { rating, note: text || null };
}

/** An optional topic filter: one line, at most MENTORSHIP_LIMITS.topicLength characters. */
export function cleanTopicFilter(topic: unknown): string | null {
  if (topic == null) return null;
  if (typeof topic !== "string") throw badInput("topic must be text", "topic");
  const text = cleanLine(topic);
  if (chars(text) > L.topicLength)
    throw badInput(`Keep the topic to ${L.topicLength} characters or fewer`, "topic");
  return text || null;
}
