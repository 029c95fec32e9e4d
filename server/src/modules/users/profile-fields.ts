import { PROFILE_EDIT_LIMITS, WHATSAPP_DIGITS } from "#common/limits";
import { characterCount, splitCommaList } from "#common/lists";
import { badInput } from "../../errors.js";

/**
 * Pure rules for the profile's free-form fields. Each returns the value to store (null clears the
 * field) or throws BAD_USER_INPUT naming the field, so GraphQL and REST explain the same way.
 */

/** Blank -> null, else trimmed (and checked against `max` characters). */
export function optionalText(
  value: string | null | undefined,
  field: string,
  label: string,
  max: number,
): string | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return null;
  if ([...trimmed].length > max)
    throw badInput(`${label} must be at most ${max} characters`, field);
  return trimmed;
}

/**
 * Skills: every entry split on commas (a client may send one "a, b, c" string), trimmed, empties
 * dropped, duplicates dropped ignoring case (the first spelling wins): common/lists.ts, the rule
 * opportunity tags share.
 */
export function normalizeSkills(values: readonly string[] | null | undefined): string[] {
  const skills = splitCommaList(values);
  if (skills.some((skill) => characterCount(skill) > PROFILE_EDIT_LIMITS.skill)) {
    throw badInput(`Each skill must be at most ${PROFILE_EDIT_LIMITS.skill} characters`, "skills");
  }
  if (skills.length > PROFILE_EDIT_LIMITS.skills) {
    throw badInput(`Add at most ${PROFILE_EDIT_LIMITS.skills} skills`, "skills");
  }
  return skills;
}

const LINKEDIN_MESSAGE = "LinkedIn URL must be a web address starting with http:// or https://";

/** A LinkedIn (or any) profile link: an absolute http(s) URL with a host; other schemes refused. */
export function normalizeLinkedinUrl(value: string | null | undefined): string | null {
  const raw = optionalText(value, "linkedinUrl", "LinkedIn URL", PROFILE_EDIT_LIMITS.linkedinUrl);
  if (raw === null) return null;
  // "linkedin.com/in/someone" is what people paste: give it a scheme.
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw badInput(LINKEDIN_MESSAGE, "linkedinUrl");
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".")) {
    throw badInput(LINKEDIN_MESSAGE, "linkedinUrl");
  }
  if (url.username || url.password) throw badInput(LINKEDIN_MESSAGE, "linkedinUrl");
  return url.toString();
}

const WHATSAPP_MESSAGE =
  "WhatsApp must be a wa.me link or a phone number with its country code, e.g. +91 98765 43210";

/**
 * WhatsApp: a `wa.me` / `api.whatsapp.com` link or a phone number (with or without +91, spaces,
 * dashes, brackets); stored as `https://wa.me/<digits>`. A 10-digit Indian mobile number gets 91.
 */
export function normalizeWhatsapp(value: string | null | undefined): string | null {
  const raw = optionalText(value, "whatsappLink", "WhatsApp", PROFILE_EDIT_LIMITS.whatsappLink);
  if (raw === null) return null;
  let digits: string;
  const link = /^(?:https?:\/\/)?(?:www\.)?(wa\.me|api\.whatsapp\.com)(\/[^?#]*)?(\?[^#]*)?$/i.exec(
    raw,
  );
  if (link) {
    const path = (link[2] ?? "").replace(/^\//, "");
    const fromQuery = new URLSearchParams(link[3] ?? "").get("phone") ?? "";
    const candidate = link[1].toLowerCase() === "wa.me" ? path : fromQuery || path;
    if (!/^\+?\d+$/.test(candidate)) throw badInput(WHATSAPP_MESSAGE, "whatsappLink");
    digits = candidate.replace(/^\+/, "");
  } else {
    if (!/^\+?[\d\s\-().]+$/.test(raw)) throw badInput(WHATSAPP_MESSAGE, "whatsappLink");
    digits = raw.replace(/\D/g, "");
    if (!raw.startsWith("+")) {
      if (digits.startsWith("00")) digits = digits.slice(2);
      else if (/^0[6-9]\d{9}$/.test(digits)) digits = `91${digits.slice(1)}`;
      else if (/^[6-9]\d{9}$/.test(digits)) digits = `91${digits}`;
    }
  }
  if (
    digits.length < WHATSAPP_DIGITS.min ||
    digits.length > WHATSAPP_DIGITS.max ||
    digits.startsWith("0")
  ) {
    throw badInput(WHATSAPP_MESSAGE, "whatsappLink");
  }
  return `https://wa.me/${digits}`;
}
