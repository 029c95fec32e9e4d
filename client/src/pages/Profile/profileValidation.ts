import { PROFILE_EDIT_LIMITS, PROFILE_IMAGE_LIMITS, PROFILE_LIMITS } from "#common/limits";
import { splitCommaList } from "#common/lists";

// The profile form's checks, with the same limits and messages as the server
// (server/src/modules/users/profile-fields.ts); the server has the last word.

export const PROFILE_FIELDS = [
  "rollNumber",
  "trade",
  "currentLocation",
  "jobTitle",
  "company",
  "skills",
  "linkedinUrl",
  "whatsappLink",
  "bio",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export const MAX_LENGTH: Record<ProfileField, number> = {
  rollNumber: PROFILE_LIMITS.rollNumber,
  trade: PROFILE_LIMITS.trade,
  currentLocation: PROFILE_LIMITS.currentLocation,
  jobTitle: PROFILE_EDIT_LIMITS.jobTitle,
  company: PROFILE_EDIT_LIMITS.company,
  skills: PROFILE_EDIT_LIMITS.skills * (PROFILE_EDIT_LIMITS.skill + 2),
  linkedinUrl: PROFILE_EDIT_LIMITS.linkedinUrl,
  whatsappLink: PROFILE_EDIT_LIMITS.whatsappLink,
  bio: PROFILE_EDIT_LIMITS.bio,
};

const LABEL: Record<ProfileField, string> = {
  rollNumber: "Roll number",
  trade: "Trade",
  currentLocation: "Current location",
  jobTitle: "Job title",
  company: "Company",
  skills: "Skills",
  linkedinUrl: "LinkedIn URL",
  whatsappLink: "WhatsApp",
  bio: "Bio",
};

/** Skills as typed: the server's rule (common/lists.ts), so the form shows what will be stored. */
export const splitSkills = (text: string): string[] => splitCommaList(text);

export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of ["rollNumber", "trade", "currentLocation"] as const) {
    if (!values[field].trim()) errors[field] = `${LABEL[field]} is required`;
  }
  for (const field of PROFILE_FIELDS) {
    if (field === "skills" || errors[field]) continue;
    const max = MAX_LENGTH[field];
    if ([...values[field].trim()].length > max)
      errors[field] = `${LABEL[field]} must be at most ${max} characters`;
  }
  const skills = splitSkills(values.skills);
  if (skills.length > PROFILE_EDIT_LIMITS.skills) {
    errors.skills = `Add at most ${PROFILE_EDIT_LIMITS.skills} skills`;
  } else if (skills.some((s) => [...s].length > PROFILE_EDIT_LIMITS.skill)) {
    errors.skills = `Each skill must be at most ${PROFILE_EDIT_LIMITS.skill} characters`;
  }
  const linkedin = values.linkedinUrl.trim();
  if (linkedin && !errors.linkedinUrl && !isWebAddress(linkedin)) {
    errors.linkedinUrl = "LinkedIn URL must be a web address starting with http:// or https://";
  }
  return errors;
}

function isWebAddress(text: string): boolean {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The spec's checks on a chosen photo, before anything is sent; the server re-checks the bytes. */
export function checkImageFile(file: File): string | undefined {
  if (!file.type.startsWith("image/")) return "Please upload an image file";
  if (file.size > PROFILE_IMAGE_LIMITS.maxBytes) return "Image size must be less than 5MB";
  return undefined;
}
