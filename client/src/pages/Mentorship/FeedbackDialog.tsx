import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { MENTORSHIP_LIMITS } from "#common/limits";
import { useModalFocus } from "../../components/ConfirmDialog/useModalFocus";
import "../../components/ConfirmDialog/ConfirmDialog.css";
import "../../components/form/form.css";

const RATINGS = [1, 2, 3, 4, 5] as const;
const WORDS = ["", "Not helpful", "A little helpful", "Helpful", "Very helpful", "Excellent"];

interface Props {
  mentorName: string;
  busy: boolean;
  onSend(rating: number, note: string): void;
  onCancel(): void;
}

/**
 * Private feedback on a mentorship that ended: 1 to 5 stars (a radio group: arrow keys move
 * between them) and an optional note. Only admins read it. A modal like ConfirmDialog: focus on
 * the first star, Tab stays inside, Escape cancels.
 */
export function FeedbackDialog({ mentorName, busy, onSend, onCancel }: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState(0);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  useModalFocus(dialogRef, firstRef, () => {
    if (!busy) onCancel();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    onSend(rating, note.trim());
  }

  return createPortal(
    <div className="confirm-dialog__backdrop" role="presentation">
      <div
        ref={dialogRef}
        className="confirm-dialog feedback-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          Feedback on your mentorship with {mentorName}
        </h2>
        <p id={`${id}-text`} className="confirm-dialog__message">
          Only the ISTC Connect admins read it; {mentorName} does not see it.
        </p>
        <form onSubmit={submit} noValidate>
          <fieldset
            className="feedback-dialog__stars"
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
          >
            <legend className="field__label">How helpful was it?</legend>
            <Stars
              rating={rating}
              firstRef={firstRef}
              onChange={(n) => {
                setRating(n);
                setMissing(false);
              }}
            />
            <span className="feedback-dialog__word" aria-hidden="true">
              {WORDS[rating]}
            </span>
          </fieldset>
          <p id={`${id}-missing`} className="field__error" aria-live="polite">
            {missing ? "Choose from 1 to 5 stars" : ""}
          </p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              Note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className="input"
              rows={4}
              maxLength={MENTORSHIP_LIMITS.feedbackNote}
              value={note}
              aria-describedby={`${id}-count`}
              onChange={(e) => setNote(e.target.value)}
            />
            <p id={`${id}-count`} className="field__hint">
              {note.length}/{MENTORSHIP_LIMITS.feedbackNote}
            </p>
          </div>
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? "Sending…" : "Send feedback"}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}

interface StarsProps {
  rating: number;
  firstRef: RefObject<HTMLInputElement | null>;
  onChange(rating: number): void;
}

/** The five radio buttons, drawn as stars up to the one chosen. */
function Stars({ rating, firstRef, onChange }: StarsProps) {
  return RATINGS.map((n) => (
    <label key={n} className="feedback-dialog__star" data-on={n <= rating || undefined}>
      <input
        ref={n === 1 ? firstRef : undefined}
        type="radio"
        name="rating"
        value={n}
        checked={rating === n}
        onChange={() => onChange(n)}
      />
      <span aria-hidden="true" className="feedback-dialog__glyph">
        {n <= rating ? "★" : "☆"}
      </span>
      <span className="sr-only">
        {n} {n === 1 ? "star" : "stars"}: {WORDS[n]}
      </span>
    </label>
  ));
}
