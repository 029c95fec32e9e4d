import { BUSINESS_LIMITS as L, WHATSAPP_DIGITS } from "#common/limits";
import { splitCommaList } from "#common/lists";
import { badInput } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import { CATEGORY_LIST, isCategoryName, type BusinessCategoryName } from "./business-category.js";

/** A business's fields as the API takes them (GraphQL's BusinessInput; REST maps onto it). */
export interface BusinessFields {
  name?: string | null;
  category?: string | null;
  description?: string | null;
  services?: readonly string[] | null;
  location?: string | null;
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  foundedYear?: number | null;
}

/** The fields cleaned and checked: what is stored. */
export interface CleanBusiness {
  name: string;
  category: BusinessCategoryName;
  description: string;
  services: string[];
  location: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  foundedYear: number | null;
}

const chars = (s: string) => [...s].length;

/** One line of text: controls out, white space one space, trimmed (at most `max` characters). */
function line(value: string | null | undefined, field: string, label: string, max: number) {
  const text = String(value ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (chars(text) > max) throw badInput(`${label} must be at most ${max} characters`, field);
  return text;
}

const blankToNull = (s: string) => (s === "" ? null : s);

export const WEBSITE_MESSAGE = "The website must be an https:// address, e.g. https://example.com";
export const PHONE_MESSAGE = "Enter the phone number with its country code, e.g. +91 98765 43210";
export const EMAIL_MESSAGE = "Please enter a valid email address";

function website(value: string | null | undefined): string | null {
  const raw = blankToNull(line(value, "website", "The website", L.website));
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput(WEBSITE_MESSAGE, "website");
  }
  if (url.protocol !== "https:" || !url.hostname.includes(".") || url.username || url.password)
    throw badInput(WEBSITE_MESSAGE, "website");
  return url.toString();
}

/** The profile's phone rule: digits, spaces, dashes, brackets, an optional +; 8 to 15 digits. */
function phone(value: string | null | undefined): string | null {
  const raw = blankToNull(line(value, "phone", "The phone number", 40));
  if (raw === null) return null;
  if (!/^\+?[\d\s\-().]+$/.test(raw)) throw badInput(PHONE_MESSAGE, "phone");
  const digits = raw.replace(/\D/g, "");
  if (digits.length < WHATSAPP_DIGITS.min || digits.length > WHATSAPP_DIGITS.max)
    throw badInput(PHONE_MESSAGE, "phone");
  return raw;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function email(value: string | null | undefined): string | null {
  const raw = blankToNull(line(value, "email", "The e-mail address", L.email));
  if (raw === null) return null;
  if (!EMAIL.test(raw) || raw.includes("..")) throw badInput(EMAIL_MESSAGE, "email");
  return raw;
}

function foundedYear(value: number | null | undefined, now: Date): number | null {
  if (value === null || value === undefined) return null;
  const current = now.getUTCFullYear();
  if (!Number.isInteger(value) || value < L.foundedYearMin || value > current)
    throw badInput(
      `The year founded must be from ${L.foundedYearMin} to ${current}`,
      "foundedYear",
    );
  return value;
}

/** Services: split on commas, trimmed, duplicates dropped ignoring case, each 2..40 characters. */
function services(values: readonly string[] | null | undefined): string[] {
  const list = splitCommaList((values ?? []).map((v) => String(v).replace(/[\p{Cc}]/gu, " ")));
  for (const s of list)
    if (chars(s) < L.serviceMin || chars(s) > L.service)
      throw badInput(
        `Each service must be ${L.serviceMin} to ${L.service} characters ("${[...s].slice(0, L.service).join("")}")`,
        "services",
      );
  if (list.length > L.services)
    throw badInput(`List at most ${L.services} services or products`, "services");
  return list;
}

/** Checks and cleans a business's fields; BAD_USER_INPUT naming the first invalid field. */
export function cleanBusiness(fields: BusinessFields, now = new Date()): CleanBusiness {
  const name = line(fields.name, "name", "The name", L.name);
  if (!name) throw badInput("Please enter the business's name", "name");
  if (!isCategoryName(fields.category))
    throw badInput(`Choose a category: ${CATEGORY_LIST}`, "category");
  const description = cleanParagraphs(String(fields.description ?? ""));
  if (chars(description) > L.description)
    throw badInput(`The description must be at most ${L.description} characters`, "description");
  const cleanServices = services(fields.services);
  const location = line(fields.location, "location", "The location", L.location);
  if (!location) throw badInput("Please enter where the business is", "location");
  return {
    name,
    category: fields.category,
    description,
    services: cleanServices,
    location,
    website: website(fields.website),
    phone: phone(fields.phone),
    email: email(fields.email),
    foundedYear: foundedYear(fields.foundedYear, now),
  };
}
