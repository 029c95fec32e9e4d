import { isReference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { BookmarkPlus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { SaveSearchDocument, type AlertFrequency } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { FREQUENCY_HINT } from "../../lib/frequency";
import { useFocusOnMount } from "../../lib/useFocusOnMount";
import { FrequencySelect } from "./FrequencySelect";
import "../Notifications/Notifications.css";

type State =
  { step: "closed" } | { step: "open"; error?: string } | { step: "saved"; query: string };

/**
 * "Save this search" under the results of /search: a button that opens a one-line form (the
 * alert: Instant by default), then says where the saved search is managed. The server's refusals
 * (the limit of 20, a blank query) are shown as it words them. A new search closes it.
 */
export function SaveSearchForm({ query }: { query: string }) {
  const [state, setState] = useState<State>({ step: "closed" });
  const [alert, setAlert] = useState<AlertFrequency>("INSTANT");
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    setShownFor(query);
    setState({ step: "closed" });
  }
  const [save, { loading }] = useMutation(SaveSearchDocument, {
    update(cache, { data }) {
      const saved = data?.saveSearch;
      if (!saved) return;
      // The list, when held, gains it at the top (newest first), once.
      cache.modify({
        fields: {
          savedSearches: (existing, { toReference }) => {
            const added = toReference({ __typename: "SavedSearch", id: saved.id });
            if (!Array.isArray(existing) || !added) return existing;
            const others = existing.filter((r) => !isReference(r) || r.__ref !== added.__ref);
            return [added, ...others];
          },
        },
      });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ variables: { input: { query, alert } } });
      setState({ step: "saved", query });
    } catch (error) {
      setState({ step: "open", error: errorMessage(error, "Could not save this search.") });
    }
  }

  if (state.step === "closed") {
    return (
      <div className="save-search">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setState({ step: "open" })}
        >
          <BookmarkPlus aria-hidden="true" size={18} /> Save this search
        </button>
      </div>
    );
  }

  if (state.step === "saved") return <Saved />;

  return (
    <form className="save-search" aria-label="Save this search" onSubmit={submit}>
      <AlertChoice value={alert} onChange={setAlert} />
      <div className="saved-item__actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={loading}
          onClick={() => setState({ step: "closed" })}
        >
          Cancel
        </button>
      </div>
      {state.error && (
        <p className="note is-red save-search__result" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}

/** The alert select, focused when the form opens (the button pressed is gone). */
function AlertChoice({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange(v: AlertFrequency): void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useFocusOnMount(ref);
  return (
    <FrequencySelect
      ref={ref}
      label="E-mail alert"
      value={value}
      onChange={onChange}
      hint={FREQUENCY_HINT}
    />
  );
}

/** Done: where to manage it (focus moves to that link, the form being gone). */
function Saved() {
  const ref = useRef<HTMLAnchorElement>(null);
  useFocusOnMount(ref);
  return (
    <div className="save-search">
      <p className="note is-green save-search__result" role="status">
        <span>
          Saved. Manage it in{" "}
          <Link ref={ref} to="/saved-searches">
            Saved searches
          </Link>
        </span>
      </p>
    </div>
  );
}
