import { MENTORSHIP_LIMITS } from "#common/limits";
import type { MentorProfileFieldsFragment, MentorProfileInput } from "../../gql/mentorship/graphql";
import type { FieldErrors } from "../../lib/errors";

/** The mentor form as the member edits it (capacity as typed). */
export interface MentorFormValues {
  topics: string[];
  capacity: string;
  availability: string;
  languages: string[];
  paused: boolean;
}

export type MentorFormField = "topics" | "capacity" | "availability" | "languages";
export const MENTOR_FORM_FIELDS: readonly MentorFormField[] = [
  "topics",
  "capacity",
  "availability",
  "languages",
];

const { capacity } = MENTORSHIP_LIMITS;

/** The saved profile in the form, or a first offer's defaults. */
export function initialValues(saved: MentorProfileFieldsFragment | null | undefined) {
  return (): MentorFormValues => ({
    topics: saved?.topics ?? [],
    capacity: String(saved?.capacity ?? 3),
    availability: saved?.availability ?? "",
    languages: saved?.languages ?? [],
    paused: saved?.paused ?? false,
  });
}

/** What the form must fix before sending (the server checks the same). */
export function validate(values: MentorFormValues): FieldErrors<MentorFormField> {
  const errors: FieldErrors<MentorFormField> = {};
  if (values.topics.length === 0) errors.topics = "Add at least one topic you can help with";
  else if (values.topics.length > MENTORSHIP_LIMITS.topics)
    errors.topics = `At most ${MENTORSHIP_LIMITS.topics} topics`;
  const n = Number(values.capacity);
  if (!/^\d+$/.test(values.capacity.trim()) || n < capacity.min || n > capacity.max)
    errors.capacity = `Choose between ${capacity.min} and ${capacity.max} mentees`;
  if (values.availability.length > MENTORSHIP_LIMITS.availability)
    errors.availability = `At most ${MENTORSHIP_LIMITS.availability} characters`;
  if (values.languages.length > MENTORSHIP_LIMITS.languages)
    errors.languages = `At most ${MENTORSHIP_LIMITS.languages} languages`;
  return errors;
}

/** The mutation's input from the form. */
export function toInput(values: MentorFormValues, isMentor: boolean): MentorProfileInput {
  return {
    isMentor,
    paused: values.paused,
    topics: values.topics,
    capacity: Number(values.capacity),
    availability: values.availability.trim() || null,
    languages: values.languages,
  };
}
