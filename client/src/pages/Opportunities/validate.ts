import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import type { OpportunityInput, OpportunityType } from "../../gql/opportunities/graphql";
import type { FieldErrors } from "../../lib/errors";
import { splitCommaList } from "#common/lists";

export const FIELDS = [
  "title",
  "type",
  "location",
  "description",
  "externalLink",
  "tags",
  "contactVisibility",
  "businessId",
] as const;
export type Field = (typeof FIELDS)[number];

export interface FormValues {
  title: string;
  type: OpportunityType | "";
  location: string;
  description: string;
  externalLink: string;
  /** As typed: comma separated. */
  tags: string;
  contactVisibility: boolean;
  /** A Service's linked business (one of the poster's own), or "" for none. */
  businessId: string;
}

export const EMPTY_FORM: FormValues = {
  title: "",
  type: "",
  location: "",
  description: "",
  externalLink: "",
  tags: "",
  contactVisibility: true,
  businessId: "",
};

/** Tags as typed: the server's rule (common/lists.ts), so the form shows what will be stored. */
export const splitTags = (text: string): string[] => splitCommaList(text);

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** The same rules and words as the server (OpportunityInput). */
export function validate(v: FormValues): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const tags = splitTags(v.tags);
  if (!v.title.trim()) errors.title = "Title is required";
  else if (v.title.trim().length > L.title)
    errors.title = `Title must be at most ${L.title} characters`;
  if (!v.type) errors.type = "Please choose a type";
  if (!v.location.trim()) errors.location = "Location is required";
  else if (v.location.trim().length > L.location)
    errors.location = `Location must be at most ${L.location} characters`;
  if (!v.description.trim()) errors.description = "Description is required";
  else if (v.description.trim().length > L.description)
    errors.description = `Description must be at most ${L.description} characters`;
  if (v.externalLink.trim() && !isWebLink(v.externalLink.trim()))
    errors.externalLink = "External link must be a web address starting with http:// or https://";
  if (tags.length > L.tags) errors.tags = `At most ${L.tags} tags`;
  else if (tags.some((t) => t.length > L.tag))
    errors.tags = `Each tag must be at most ${L.tag} characters`;
  return errors;
}

/** The values to send (validated first). */
export const toInput = (v: FormValues): OpportunityInput => ({
  title: v.title.trim(),
  type: v.type as OpportunityType,
  location: v.location.trim(),
  description: v.description.trim(),
  externalLink: v.externalLink.trim() || null,
  tags: splitTags(v.tags),
  contactVisibility: v.contactVisibility,
  // Only a Service links to a business.
  ...(v.type === "SERVICE" ? { businessId: v.businessId || null } : {}),
});
