import { BUSINESS_LIMITS as L, WHATSAPP_DIGITS } from "#common/limits";
import { characterCount, splitCommaList } from "#common/lists";
import type {
  BusinessCategory,
  BusinessDetailFragment,
  BusinessInput,
} from "../../gql/businesses/graphql";
import type { FieldErrors } from "../../lib/errors";

// The form's checks, with the server's limits (common/limits.ts) and words; the server has the
// last word (its `extensions.field` messages show beside the same fields).

/** The form's fields; the server's `extensions.field` names (BusinessInput) are among them. */
export const FIELDS = [
  "name",
  "category",
  "description",
  "services",
  "location",
  "website",
  "phone",
  "email",
  "foundedYear",
] as const;
export type Field = (typeof FIELDS)[number];

export interface BusinessFormValues {
  name: string;
  category: BusinessCategory | "";
  description: string;
  services: string[];
  location: string;
  website: string;
  phone: string;
  email: string;
  /** As typed; blank = not given. */
  foundedYear: string;
}

export const EMPTY_BUSINESS: BusinessFormValues = {
  name: "",
  category: "",
  description: "",
  services: [],
  location: "",
  website: "",
  phone: "",
  email: "",
  foundedYear: "",
};

/** A business as the edit form shows it. */
export const businessFormValues = (b: BusinessDetailFragment): BusinessFormValues => ({
  name: b.name,
  category: b.category,
  description: b.description,
  services: b.services,
  location: b.location,
  website: b.website ?? "",
  phone: b.phone ?? "",
  email: b.email ?? "",
  foundedYear: b.foundedYear ? String(b.foundedYear) : "",
});

/** Services typed (commas split them) added to the list: repeats ignoring case dropped. */
export const addServices = (list: string[], typed: string): string[] =>
  splitCommaList([...list, typed]);

const isHttpsAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[\d\s\-().]+$/;

/** The phone's length as the server reads it (a number with its spaces and brackets). */
export const PHONE_MAX = 40;

const tooLong = (label: string, value: string, max: number) =>
  characterCount(value) > max ? `${label} must be at most ${max} characters` : undefined;

/** The server's rules (BusinessInput), checked here first with its words. */
export function validateBusiness(v: BusinessFormValues, now = new Date()): FieldErrors<Field> {
  const e: FieldErrors<Field> = {};
  const name = v.name.trim();
  e.name = !name ? "Please enter the business's name" : tooLong("The name", name, L.name);
  if (!v.category) e.category = "Please choose a category";
  e.description = tooLong("The description", v.description.trim(), L.description);
  const tooShortOrLong = v.services.find(
    (s) => characterCount(s) < L.serviceMin || characterCount(s) > L.service,
  );
  if (tooShortOrLong !== undefined)
    e.services = `Each service must be ${L.serviceMin} to ${L.service} characters ("${tooShortOrLong}")`;
  else if (v.services.length > L.services)
    e.services = `List at most ${L.services} services or products`;
  const location = v.location.trim();
  e.location = !location
    ? "Please enter where the business is"
    : tooLong("The location", location, L.location);

  const website = v.website.trim();
  if (website && !isHttpsAddress(website))
    e.website = "The website must be an https:// address, e.g. https://example.com";
  else if (website) e.website = tooLong("The website", website, L.website);
  const phone = v.phone.trim();
  const digits = phone.replace(/\D/g, "").length;
  if (phone && (!PHONE.test(phone) || digits < WHATSAPP_DIGITS.min || digits > WHATSAPP_DIGITS.max))
    e.phone = "Enter the phone number with its country code, e.g. +91 98765 43210";
  const email = v.email.trim();
  if (email && (!EMAIL.test(email) || email.includes("..") || email.length > L.email))
    e.email = "Please enter a valid email address";
  const year = v.foundedYear.trim();
  const thisYear = now.getFullYear();
  if (year && (!/^\d{4}$/.test(year) || +year < L.foundedYearMin || +year > thisYear))
    e.foundedYear = `The year founded must be from ${L.foundedYearMin} to ${thisYear}`;
  for (const key of FIELDS) if (!e[key]) delete e[key];
  return e;
}

/** The values to send (validated first). */
export const toBusinessInput = (v: BusinessFormValues): BusinessInput => ({
  name: v.name.trim(),
  category: v.category as BusinessCategory,
  description: v.description.trim(),
  services: v.services,
  location: v.location.trim(),
  website: v.website.trim() || null,
  phone: v.phone.trim() || null,
  email: v.email.trim() || null,
  foundedYear: v.foundedYear.trim() ? Number(v.foundedYear.trim()) : null,
});
