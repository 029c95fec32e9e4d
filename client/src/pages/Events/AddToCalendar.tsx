import { useLazyQuery } from "@apollo/client/react";
import { CalendarPlus } from "lucide-react";
import { useToast } from "../../components/Toast/useToast";
import { EventIcsDocument } from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";

/** A file name from the title: "Batch of 2016 reunion.ics". */
const fileName = (title: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "event"
  }.ics`;

/**
 * Add to calendar: the event's .ics (one VEVENT with a stable UID and its SEQUENCE), asked for with
 * the member's session and saved as a file any calendar app opens.
 */
export function AddToCalendar({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const [fetchIcs, { loading }] = useLazyQuery(EventIcsDocument, { fetchPolicy: "network-only" });

  async function download() {
    try {
      const { data } = await fetchIcs({ variables: { id } });
      const ics = data?.event?.ics;
      if (!ics) throw new Error("no calendar file");
      const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName(title);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast({
        variant: "error",
        title: "Could not make the calendar file",
        description: errorMessage(err, "Please try again"),
      });
    }
  }

  return (
    <button
      type="button"
      className="btn btn--secondary"
      disabled={loading}
      onClick={() => void download()}
    >
      <CalendarPlus aria-hidden="true" size={18} /> {loading ? "Preparing…" : "Add to calendar"}
    </button>
  );
}
