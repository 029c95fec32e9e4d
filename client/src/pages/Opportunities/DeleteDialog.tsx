import { useEffect, useId, useRef, useState } from "react";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";

interface DeleteDialogProps {
  open: boolean;
  busy: boolean;
  /**
   * An admin removing someone else's post (the server's `viewerRemovesAsAdmin`): the dialog asks for
   * the reason, which the poster is sent by e-mail and the audit log keeps.
   */
  asAdmin?: boolean;
  /** The server's message about the reason (`extensions.field` "reason"), if it refused it. */
  reasonError?: string;
  /** With `asAdmin`, the reason typed (trimmed, never empty). */
  onConfirm(reason?: string): void;
  onCancel(): void;
}

const REASON_REQUIRED =
  "Please give a reason for removing this post: the poster is told it by e-mail.";

/**
 * The delete confirmation: a modal <dialog> (the page behind is inert, Escape cancels), focus on
 * Cancel when it opens (on the reason when an admin removes a post), back on the opener when it
 * closes. Tab and Shift+Tab go round its controls: the browser alone would let the focus leave the
 * dialog for its own toolbar.
 */
export function DeleteDialog({
  open,
  busy,
  asAdmin = false,
  reasonError,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      setReason("");
      setMissing(false);
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      (asAdmin ? reasonRef.current : cancelRef.current)?.focus();
      return () => opener?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open, asAdmin]);

  function confirm() {
    if (!asAdmin) return onConfirm();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(text);
  }

  const error = missing ? REASON_REQUIRED : reasonError;
  const reasonId = `${id}-reason`;
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const controls = [
          ...event.currentTarget.querySelectorAll<HTMLElement>("textarea, button:not(:disabled)"),
        ];
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (!first) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <h2 id={`${id}-title`}>{asAdmin ? "Remove opportunity (admin)" : "Delete opportunity"}</h2>
      {asAdmin ? (
        <>
          <p id={`${id}-text`}>
            You are removing someone else&apos;s post. Its poster is told by e-mail, with your
            reason, and the removal is recorded in the admin audit log.
          </p>
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              Reason (sent to the poster)
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              name="reason"
              className="input"
              rows={4}
              required
              value={reason}
              maxLength={L.removalReason}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ""}`}
              onChange={(e) => {
                setReason(e.target.value);
                setMissing(false);
              }}
            />
            <p id={`${reasonId}-hint`} className="field__hint">
              {reason.length}/{L.removalReason}
            </p>
            <p id={`${reasonId}-error`} className="field__error" aria-live="polite">
              {error}
            </p>
          </div>
        </>
      ) : (
        <p id={`${id}-text`}>Are you sure you want to delete this opportunity?</p>
      )}
      <div className="actions">
        <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn--danger" onClick={confirm} disabled={busy}>
          {asAdmin ? (busy ? "Removing…" : "Remove") : busy ? "Deleting…" : "Delete"}
        </button>
      </div>
    </dialog>
  );
}
