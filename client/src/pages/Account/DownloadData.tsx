import { useApolloClient } from "@apollo/client/react";
import { Download } from "lucide-react";
import { useState } from "react";
import { useToast } from "../../components/Toast/useToast";
import { MyDataDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";

/** Saves `data` as a JSON file through a temporary link (no page change). */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
  );
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data": everything stored about the member, as one JSON file. */
export function DownloadData() {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // Not kept in the cache: it is large, and the file is the point.
      const { data } = await client.query({ query: MyDataDocument, fetchPolicy: "no-cache" });
      saveJson(data?.myData, `istc-connect-data-${new Date().toISOString().slice(0, 10)}.json`);
      toast({ variant: "success", title: "Your data is downloaded" });
    } catch (error) {
      toast({
        variant: "error",
        title: "Download failed",
        description: errorMessage(error, "Could not prepare your data. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <p className="muted">
        One JSON file with everything ISTC Connect stores about you: your profile and photo link,
        opportunities, sessions, API tokens (without secrets), saved searches, notifications,
        connections, messages, events and what admins did on your account.
      </p>
      <button type="button" className="btn btn--secondary" onClick={download} disabled={busy}>
        <Download aria-hidden="true" size={18} /> {busy ? "Preparing…" : "Download my data"}
      </button>
    </section>
  );
}
