/** The page of an opportunity, as a link to share. */
export const opportunityUrl = (id: string) => `${window.location.origin}/opportunities/${id}`;

/** The text shared: title, location and the page's address. */
export const shareText = (o: { title: string; location: string }, url: string) =>
  `${o.title} - ${o.location}\n${url}`;

/** A WhatsApp link that opens a chat with the text filled in (encoded). */
export const whatsappUrl = (o: { id: string; title: string; location: string }) =>
  `https://wa.me/?text=${encodeURIComponent(shareText(o, opportunityUrl(o.id)))}`;

/**
 * Shares with the system's share sheet where there is one; otherwise copies the link.
 * Answers what happened, so the caller can say so ("Link copied!").
 */
export async function shareOpportunity(o: {
  id: string;
  title: string;
  location: string;
}): Promise<"shared" | "copied" | "cancelled" | "failed"> {
  const url = opportunityUrl(o.id);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: o.title, text: `${o.title} - ${o.location}`, url });
      return "shared";
    } catch (error) {
      if ((error as { name?: string }).name === "AbortError") return "cancelled";
      // Refused (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}
