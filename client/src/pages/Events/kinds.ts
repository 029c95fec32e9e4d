import type { EventKind, RsvpStatus } from "../../gql/events/graphql";

/** The four kinds, in the order, with the label shown. */
export const KINDS: { value: EventKind; label: string }[] = [
  { value: "REUNION", label: "Reunion" },
  { value: "MEETUP", label: "Meet-up" },
  { value: "CAMPUS", label: "Campus" },
  { value: "ONLINE", label: "Online" },
];

export const kindLabel = (kind: EventKind) => KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Badge colours by kind (Events.css: each pair is 4.5:1 or more). */
export const kindClass = (kind: EventKind) => `kind-badge kind-badge--${kind.toLowerCase()}`;

export const RSVP_CHOICES: { value: RsvpStatus; label: string }[] = [
  { value: "GOING", label: "Going" },
  { value: "MAYBE", label: "Maybe" },
  { value: "NOT_GOING", label: "Not going" },
];

/** Who an event is for, in words. */
export function audienceText(audience: { batchYear?: number | null; trade?: string | null }) {
  if (audience.batchYear && audience.trade)
    return `Batch of ${audience.batchYear}, ${audience.trade}`;
  if (audience.batchYear) return `Batch of ${audience.batchYear}`;
  if (audience.trade) return `${audience.trade} trade`;
  return "Every verified member";
}

/** "12 going", "1 going · 3 waiting" (and the places left when there is a capacity). */
export function goingText(e: {
  goingCount: number;
  waitlistCount: number;
  capacity?: number | null;
}) {
  const parts = [`${e.goingCount} going`];
  if (e.capacity)
    parts.push(`${Math.max(0, e.capacity - e.goingCount)} of ${e.capacity} places left`);
  if (e.waitlistCount > 0) parts.push(`${e.waitlistCount} on the waitlist`);
  return parts.join(" · ");
}
