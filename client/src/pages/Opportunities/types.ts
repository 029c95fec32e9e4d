import type { OpportunityType } from "../../gql/opportunities/graphql";

/** The five types in the spec's order, with the label shown and the badge colour. */
export const TYPES: { value: OpportunityType; label: string }[] = [
  { value: "JOB", label: "Job" },
  { value: "INTERNSHIP", label: "Internship" },
  { value: "FREELANCE", label: "Freelance" },
  { value: "COLLAB", label: "Collab" },
  { value: "SERVICE", label: "Service" },
];

export const typeLabel = (type: OpportunityType) =>
  TYPES.find((t) => t.value === type)?.label ?? type;

/** Badge colours by type (see Opportunities.css: each pair is 4.5:1 or more). */
export const typeClass = (type: OpportunityType) => `type-badge type-badge--${type.toLowerCase()}`;

/** "November 23, 2026" */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
