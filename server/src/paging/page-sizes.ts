import { PAGE_SIZES } from "#common/limits";
import type { PageSizes } from "./page.js";

/** Every paged list's sizes (common/limits.ts) with the words of its refusal, in one table. */
export const LIST_PAGES = {
  directory: {
    ...PAGE_SIZES.directory,
    message: `Ask for between 1 and ${PAGE_SIZES.directory.maxSize} members at a time`,
  },
  smartSearch: {
    ...PAGE_SIZES.smartSearch,
    message: `Ask for between 1 and ${PAGE_SIZES.smartSearch.maxSize} members at a time`,
  },
  opportunities: {
    ...PAGE_SIZES.opportunities,
    message: `first must be from 1 to ${PAGE_SIZES.opportunities.maxSize}`,
  },
  adminLists: {
    ...PAGE_SIZES.adminLists,
    message: `A page holds 1 to ${PAGE_SIZES.adminLists.maxSize} entries`,
  },
  events: {
    ...PAGE_SIZES.events,
    message: `Ask for between 1 and ${PAGE_SIZES.events.maxSize} events at a time`,
  },
  mentors: {
    ...PAGE_SIZES.mentors,
    message: `Ask for between 1 and ${PAGE_SIZES.mentors.maxSize} mentors at a time`,
  },
  businesses: {
    ...PAGE_SIZES.businesses,
    message: `Ask for between 1 and ${PAGE_SIZES.businesses.maxSize} businesses at a time`,
  },
} as const satisfies Record<string, PageSizes>;
