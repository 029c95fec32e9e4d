import { useMutation } from "@apollo/client/react";
import { Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/useToast";
import {
  DeleteSavedSearchDocument,
  MarkSavedSearchSeenDocument,
  UpdateSavedSearchDocument,
  type AlertFrequency,
  type SavedSearchRowFragment,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { frequencyLabel } from "../../lib/frequency";
import { FrequencySelect } from "./FrequencySelect";

/** Where a saved search opens: the search page with its words (see Search/useSearchUrlState). */
export const searchPath = (query: string) => `/search?${new URLSearchParams({ q: query })}`;

/** "3 new since you last looked"; "Nothing new since you last looked". */
export const newMatchesText = (n: number) =>
  n > 0 ? `${n} new since you last looked` : "Nothing new since you last looked";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** One saved search: its words, what is new, its alert, Open and Delete (after a confirmation). */
export function SavedSearchItem({ search }: { search: SavedSearchRowFragment }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [markSeen] = useMutation(MarkSavedSearchSeenDocument);
  const [update, { loading: updating }] = useMutation(UpdateSavedSearchDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteSavedSearchDocument, {
    update(cache, { data }) {
      if (!data) return;
      const id = cache.identify({ __typename: "SavedSearch", id: data.deleteSavedSearch });
      cache.evict({ id });
      cache.gc();
    },
  });

  async function changeAlert(alert: AlertFrequency) {
    try {
      await update({ variables: { id: search.id, input: { alert } } });
      toast({
        variant: "success",
        title: "Alert changed",
        description: `"${search.query}": ${frequencyLabel(alert)}.`,
      });
    } catch (error) {
      toast({
        variant: "error",
        title: "Could not change the alert",
        description: errorMessage(error, "Please try again"),
      });
    }
  }

  async function handleDelete() {
    try {
      await remove({ variables: { id: search.id } });
      toast({ variant: "success", title: "Saved search deleted", description: search.query });
    } catch (error) {
      setConfirming(false);
      toast({
        variant: "error",
        title: "Could not delete it",
        description: errorMessage(error, "Please try again"),
      });
    }
  }

  return (
    <li className="card saved-item">
      <h2 className="saved-item__query">&ldquo;{search.query}&rdquo;</h2>
      <p className="saved-item__facts">
        <span className={search.newMatches > 0 ? "saved-item__new" : "muted"}>
          {newMatchesText(search.newMatches)}
        </span>
        <span className="muted">Saved {day(search.createdAt)}</span>
      </p>
      <div className="saved-item__controls">
        <FrequencySelect
          label="E-mail alert"
          aria-label={`E-mail alert for ${search.query}`}
          value={search.alert}
          disabled={updating}
          onChange={changeAlert}
        />
        <div className="saved-item__actions">
          {/* Opening marks it seen on the way: the search page does not wait for the answer. */}
          <Link
            to={searchPath(search.query)}
            className="btn btn--primary"
            aria-label={`Open ${search.query}`}
            onClick={() => void markSeen({ variables: { id: search.id } }).catch(() => undefined)}
          >
            <Search aria-hidden="true" size={18} /> Open
          </Link>
          <button
            type="button"
            className="btn btn--secondary"
            aria-label={`Delete ${search.query}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={18} /> Delete
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this saved search?"
        message={`"${search.query}" and its alerts stop. You can save the search again later.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        busy={deleting}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
