import { useMutation, useQuery } from "@apollo/client/react";
import { UserMinus, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { useToast } from "../../components/Toast/useToast";
import {
  AddCoOrganizerDocument,
  CoOrganizerCandidatesDocument,
  RemoveCoOrganizerDocument,
  type EventDetailFragment,
} from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";
import { useMe } from "../../session/useMe";
import { useDebouncedValue } from "../../lib/useDebouncedValue";

/**
 * The organiser and co-organisers. The organiser (the server's `viewerIsOrganizer`) adds verified
 * members as co-organisers, found by name, and removes them.
 */
export function CoOrganizers({ event: e }: { event: EventDetailFragment }) {
  const headingId = useId();
  const toast = useToast();
  const [remove, { loading: removing }] = useMutation(RemoveCoOrganizerDocument);
  const { me } = useMe();
  const manage = e.viewerIsOrganizer && !e.cancelled;

  async function removeOne(userId: string, name: string) {
    try {
      await remove({ variables: { eventId: e.id, userId } });
      toast({
        variant: "success",
        title:
          userId === me?.id
            ? "You are no longer a co-organiser"
            : `${name} is no longer a co-organiser`,
      });
    } catch (err) {
      toast({
        variant: "error",
        title: "Failed",
        description: errorMessage(err, "Please try again"),
      });
    }
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Organisers
      </h2>
      <ul className="people-list" aria-label="Organisers">
        <li className="people-list__item">
          <Avatar name={e.organizer.fullName} src={e.organizer.profileImage} size="sm" />
          <Link to={`/user/${e.organizer.id}`}>{e.organizer.fullName}</Link>
          <span className="muted">Organiser</span>
        </li>
        {e.coOrganizers.map((c) => (
          <li key={c.id} className="people-list__item">
            <Avatar name={c.fullName} src={c.profileImage} size="sm" />
            <Link to={`/user/${c.id}`}>{c.fullName}</Link>
            <span className="muted">Co-organiser</span>
            {(manage || (c.id === me?.id && !e.cancelled)) && (
              <button
                type="button"
                className="btn btn--ghost btn--small people-list__action"
                disabled={removing}
                aria-label={
                  manage ? `Remove ${c.fullName} as co-organiser` : "Stop being a co-organiser"
                }
                onClick={() => void removeOne(c.id, c.fullName)}
              >
                <UserMinus aria-hidden="true" size={16} /> {manage ? "Remove" : "Step down"}
              </button>
            )}
          </li>
        ))}
      </ul>
      {manage && <AddCoOrganizer event={e} />}
    </section>
  );
}

/** " (Electronics, batch of 2016)" */
function aboutMember(m: { trade?: string | null; batchYear?: number | null }) {
  const about = [m.trade, m.batchYear ? `batch of ${m.batchYear}` : null].filter(Boolean);
  return about.length ? ` (${about.join(", ")})` : "";
}

/** Find a verified member by name and make them a co-organiser. */
function AddCoOrganizer({ event: e }: { event: EventDetailFragment }) {
  const inputId = useId();
  const toast = useToast();
  const [text, setText] = useState("");
  const filter = useDebouncedValue(text.trim(), 300);
  const { data, loading } = useQuery(CoOrganizerCandidatesDocument, {
    variables: { filter },
    skip: filter.length < 2,
  });
  const [add, { loading: adding }] = useMutation(AddCoOrganizerDocument);
  const taken = new Set([e.organizer.id, ...e.coOrganizers.map((c) => c.id)]);
  const candidates = (filter.length >= 2 ? (data?.directory.nodes ?? []) : []).filter(
    (m) => !taken.has(m.id),
  );

  async function addOne(userId: string, name: string) {
    try {
      await add({ variables: { eventId: e.id, userId } });
      setText("");
      toast({ variant: "success", title: `${name} is now a co-organiser` });
    } catch (err) {
      toast({
        variant: "error",
        title: "Failed",
        description: errorMessage(err, "Please try again"),
      });
    }
  }

  return (
    <div className="co-organiser-add">
      <label className="field__label" htmlFor={inputId}>
        Add a co-organiser
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        placeholder="A verified member's name"
        value={text}
        onChange={(ev) => setText(ev.target.value)}
      />
      {filter.length >= 2 && !loading && candidates.length === 0 && (
        <p className="muted">No verified member found by that name.</p>
      )}
      {candidates.length > 0 && (
        <ul className="people-list" aria-label="Members found">
          {candidates.map((m) => (
            <li key={m.id} className="people-list__item">
              <Avatar name={m.fullName} src={m.profileImage} size="sm" />
              <span>
                {m.fullName}
                <span className="muted">{aboutMember(m)}</span>
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--small people-list__action"
                disabled={adding}
                aria-label={`Add ${m.fullName} as co-organiser`}
                onClick={() => void addOne(m.id, m.fullName)}
              >
                <UserPlus aria-hidden="true" size={16} /> Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
