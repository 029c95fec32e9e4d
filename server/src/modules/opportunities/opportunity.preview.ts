import type { PagePreview } from "../app/page-preview.js";
import type { OpportunityService } from "./opportunity.service.js";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * Link previews for `/opportunities/{id}` (messaging apps read Open Graph tags from the HTML): the
 * title, and the type and location, nothing else (no poster, no contact, no description). An
 * unknown id gets no tags at all, so a preview reveals nothing about which ids exist.
 */
export function opportunityPreview(opportunities: OpportunityService): PagePreview {
  return {
    path: "/opportunities/:id",
    async tags(params) {
      const o = await opportunities.findById(params.id);
      if (!o) return null;
      const description = `${o.type} · ${o.location}`;
      return [
        `<meta property="og:type" content="website" />`,
        `<meta property="og:title" content="${escapeHtml(o.title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      ].join("\n    ");
    },
  };
}
