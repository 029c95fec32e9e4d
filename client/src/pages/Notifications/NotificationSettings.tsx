import { useMutation, useQuery } from "@apollo/client/react";
import { BellRing } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import {
  NotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationPreferencesInput,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { FrequencySelect } from "../SavedSearches/FrequencySelect";
import "./Notifications.css";

type Key = keyof NotificationPreferencesInput;
/** Every preference with its value (the input's optional ones too). */
type Values = { [K in Key]-?: NonNullable<NotificationPreferencesInput[K]> };

/** The preferences, in the order shown, with what each covers. */
export const PREFERENCES: { key: Key; label: string; hint: string }[] = [
  {
    key: "savedSearches",
    label: "Saved-search alerts",
    hint: "ISTCians who newly match a saved search (each search's own alert may be slower).",
  },
  {
    key: "opportunities",
    label: "New opportunities",
    hint: "New opportunities in your trade or city.",
  },
  { key: "messages", label: "Messages", hint: "Messages from other ISTCians." },
  { key: "events", label: "Events", hint: "Reunions, meet-ups and campus events." },
  {
    key: "verification",
    label: "Verification",
    hint: "When you are verified (and, for admins, members waiting for verification).",
  },
  {
    key: "mentorship",
    label: "Mentorship",
    hint: "Requests to mentor you, answers to your requests, and reminders.",
  },
];

/**
 * /settings/notifications: how often each kind of notification is e-mailed. In-app notifications
 * (the bell) always appear.
 */
export default function NotificationSettings() {
  usePageTitle("Notification settings");
  const { data, loading, error, refetch } = useQuery(NotificationPreferencesDocument, {
    fetchPolicy: "cache-and-network",
  });

  return (
    <div className="alerts-page">
      <header className="alerts-head">
        <div>
          <h1>
            <BellRing aria-hidden="true" size={26} /> Notification settings
          </h1>
          <p className="muted">
            How often we e-mail you about each kind of notification. Daily and weekly digests arrive
            at 08:00 India time (weekly on Mondays). Whatever you choose, new notifications always
            appear under the bell in <Link to="/notifications">Notifications</Link>.
          </p>
        </div>
      </header>

      {error && !data ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load your preferences.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !data ? (
        <Spinner label="Loading your preferences" />
      ) : data ? (
        <PreferencesForm saved={data.notificationPreferences} />
      ) : null}

      <p className="muted">
        Alerts for each search are set in <Link to="/saved-searches">Saved searches</Link>.
      </p>
    </div>
  );
}

/** The five selects and Save; the server's answer is what the page then shows. */
function PreferencesForm({ saved }: { saved: Values }) {
  const [values, setValues] = useState<Values>(() => pick(saved));
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [update, { loading }] = useMutation(UpdateNotificationPreferencesDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    try {
      const { data } = await update({ variables: { input: values } });
      if (data) setValues(pick(data.updateNotificationPreferences));
      setOutcome({ ok: true, message: "Your preferences are saved." });
    } catch (error) {
      setOutcome({
        ok: false,
        message: errorMessage(error, "Could not save your preferences. Please try again."),
      });
    }
  }

  return (
    <form className="card" aria-labelledby="prefs-title" onSubmit={submit} noValidate>
      <h2 id="prefs-title" className="card__title">
        E-mail me about
      </h2>
      <div className="prefs-form">
        {PREFERENCES.map(({ key, label, hint }) => (
          <FrequencySelect
            key={key}
            label={label}
            hint={hint}
            value={values[key]}
            onChange={(value) => {
              setOutcome(null);
              setValues((current) => ({ ...current, [key]: value }));
            }}
          />
        ))}
      </div>
      <div className="prefs-actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? "Saving…" : "Save preferences"}
        </button>
        <div aria-live="polite">
          {outcome?.ok && <p className="saved-item__new">{outcome.message}</p>}
        </div>
      </div>
      {outcome && !outcome.ok && (
        <p className="note is-red prefs-error" role="alert">
          {outcome.message}
        </p>
      )}
    </form>
  );
}

/** The keys alone (no __typename), as the input takes them. */
const pick = (p: Values): Values => ({
  savedSearches: p.savedSearches,
  opportunities: p.opportunities,
  messages: p.messages,
  events: p.events,
  verification: p.verification,
  mentorship: p.mentorship,
});
