import type { PagePreview } from "../app/page-preview.js";
import { categoryLabel } from "./business-category.js";
import type { BusinessService } from "./business.service.js";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The first `n` characters of a text on one line, with an ellipsis when cut. */
function excerpt(text: string, n: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = [...line];
  return chars.length > n ? `${chars.slice(0, n).join("").trimEnd()}…` : line;
}

/**
 * Link previews for `/businesses/{id}` (messaging apps read Open Graph tags from the HTML): the
 * name, and the category, location and the first 150 characters of the description; never the
 * owner's or the business's contact details. An unknown id gets no tags at all.
 */
export function businessPreview(businesses: BusinessService): PagePreview {
  return {
    path: "/businesses/:id",
    async tags(params) {
      const b = await businesses.findForPreview(params.id);
      if (!b) return null;
      const description = [categoryLabel(b.category), b.location, excerpt(b.description, 150)]
        .filter(Boolean)
        .join(" · ");
      return [
        `<meta property="og:type" content="website" />`,
        `<meta property="og:title" content="${escapeHtml(b.name)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      ].join("\n    ");
    },
  };
}
