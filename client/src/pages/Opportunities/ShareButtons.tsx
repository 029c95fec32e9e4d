import { MessageCircle, Share2 } from "lucide-react";
import { useToast } from "../../components/Toast/useToast";
import { shareOpportunity, whatsappUrl } from "./share";

interface ShareButtonsProps {
  opportunity: { id: string; title: string; location: string };
  /** Compact icon buttons (cards) or labelled ones (detail). */
  compact?: boolean;
}

/** WhatsApp (a link with the text filled in) and the generic share (or copy the link). */
export function ShareButtons({ opportunity, compact = false }: ShareButtonsProps) {
  const toast = useToast();
  async function share() {
    const outcome = await shareOpportunity(opportunity);
    if (outcome === "copied") toast({ variant: "success", title: "Link copied!" });
    if (outcome === "failed") {
      toast({
        variant: "error",
        title: "Could not share",
        description: "Copy the address from the browser's address bar instead.",
      });
    }
  }
  const size = compact ? 18 : 16;
  return (
    <div className="share-buttons">
      <a
        className={
          compact ? "icon-button share-buttons__whatsapp" : "btn btn--secondary btn--small"
        }
        href={whatsappUrl(opportunity)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={compact ? `Share ${opportunity.title} on WhatsApp` : undefined}
      >
        <MessageCircle aria-hidden="true" size={size} />
        {!compact && "WhatsApp"}
      </a>
      <button
        type="button"
        className={compact ? "icon-button" : "btn btn--secondary btn--small"}
        onClick={share}
        aria-label={compact ? `Share ${opportunity.title}` : undefined}
      >
        <Share2 aria-hidden="true" size={size} />
        {!compact && "Share"}
      </button>
    </div>
  );
}
