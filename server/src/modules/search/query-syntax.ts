import { gazetteer } from "./gazetteer/gazetteer.js";

/**
 * A query typed in a search box's or a spreadsheet's syntax, said in words before it is read:
 * - fields and comparisons ("trade:welding batch>=2018 city=Rajkot", "country != India",
 *   "loc: Kutch / exp: 10+ yrs", "batch:2015..2018"): the field's name says how its value is read
 *   (a place, an employer, a batch, years of experience) and a comparison is said in words;
 * - a search engine's minus ("welder -Gulf", "\"tool designer\" -student"): "not";
 * - hashtags and handles run together ("#MorbiCeramics", "@PuneWelders"): their words apart;
 * - flags (🇶🇦): the country's name.
 * Plain text comes back as it was.
 */
export function withSearchSyntax(text: string): string {
  return (
    text
      // Flags: two regional indicator letters are an ISO country code.
      .replace(/\p{RI}\p{RI}/gu, (flag) => ` in ${countryOfFlag(flag)} `)
      // Each tag a phrase of its own ("#Vidarbha #Nagpur" are two places, not Nagpur in Vidarbha).
      .replace(
        /[#@]([\p{L}\d]+)/gu,
        (_all, word: string) =>
          `${word.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/(\p{L})(\d)/gu, "$1 $2")},`,
      )
      .replace(
        /\b(?:loc|location|city|town|place|country|state|region|based)\s*(?:!=|<>)\s*/gi,
        " not in ",
      )
      .replace(/\b(?:loc|location|city|town|place|country|state|region|based)\s*[:=]+\s*/gi, " in ")
      .replace(
        /\b(?:company|employer|org|organisation|organization|works?\s+at)\s*[:=]+\s*/gi,
        " at ",
      )
      .replace(
        /\b(?:batch|year|passout|pass\s*out|passing)\s*(>=|=>|>|<=|=<|<)\s*((?:19|20)\d\d)\b/gi,
        (_all, op: string, y: string) =>
          op === ">"
            ? ` after ${y} `
            : op === "<"
              ? ` before ${y} `
              : op.includes(">")
                ? ` ${y} batch onwards `
                : ` up to ${y} batch `,
      )
      .replace(/\b((?:19|20)\d\d)\s*\.\.\.?\s*((?:19|20)\d\d)\b/g, " $1 to $2 ")
      .replace(/\b(?:batch|year|passout|passing)\s*[:=]+\s*/gi, " batch ")
      .replace(
        /\b(?:exp|experience|yrs\s+of\s+exp)\s*[:=-]?\s*(\d{1,2})\s*\+?\s*(?:yrs?|years?)?(?![\w-])/gi,
        " $1+ years experience ",
      )
      .replace(/\b(?:skills?|tools?|software|softwares|certifications?)\s*[:=]+\s*/gi, " with ")
      .replace(
        /\b(?:trade|craft|role|title|designation|industry|sector|name|keywords?|profile|domain|field)\s*[:=]+\s*/gi,
        " ",
      )
      .replace(/\s(?:!=|<>)\s*/g, " not ")
      // A search engine's minus before a word or a quoted phrase: not.
      .replace(/(^|[\s(])-(?=["\p{L}])/gu, "$1not ")
  );
}

function countryOfFlag(flag: string): string {
  const code = [...flag].map((c) => String.fromCharCode(c.codePointAt(0)! - 0x1f1e6 + 65)).join("");
  return gazetteer().byId.get(`n:${code}`)?.name ?? "";
}
