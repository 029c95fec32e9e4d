import { isURL } from "class-validator";

export const EXTERNAL_LINK_MESSAGE =
  "External link must be a web address starting with http:// or https://";

/** An absolute http(s) address (the service checks it after trimming; empty means none). */
export const isWebLink = (value: string): boolean =>
  /^https?:\/\//i.test(value) &&
  isURL(value, { protocols: ["http", "https"], require_protocol: true });
