import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ReasonField, type ReasonOptions } from "./ReasonField";
import { useModalFocus } from "./useModalFocus";
import "./ConfirmDialog.css";

export type { ReasonOptions } from "./ReasonField";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete your profile image?" */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the red confirm button. */
  destructive?: boolean;
  /** While the action runs: the buttons are disabled and the confirm label says so. */
  busy?: boolean;
  busyLabel?: string;
  /** `alertdialog` (the default) for a plain question; `dialog` when it holds a form. */
  role?: "alertdialog" | "dialog";
  /** Asks for a reason too: confirming needs one, and focus starts on it. */
  reason?: ReasonOptions;
  /** With `reason`, the reason typed (trimmed; never empty unless the reason is optional). */
  onConfirm(reason?: string): void;
  onCancel(): void;
}

/**
 * A modal confirmation: focus moves to Cancel (the safe choice, or to the reason when one is asked)
 * when it opens, Tab stays inside, Escape or a click on the backdrop cancels, and focus returns to
 * whatever opened it when it closes. The page behind is inert for assistive technology while it is
 * open. Each opening starts with an empty reason.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  busy = false,
  busyLabel,
  role = "alertdialog",
  reason: reasonOptions,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const cancelIfIdle = () => {
    if (!busy) onCancel();
  };
  useModalFocus(dialogRef, reasonOptions ? reasonRef : cancelRef, cancelIfIdle);

  function confirm() {
    if (!reasonOptions) return onConfirm();
    const text = reason.trim();
    if (!text && !reasonOptions.optional) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(text);
  }

  return (
    <div
      className="confirm-dialog__backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) cancelIfIdle();
      }}
    >
      <div
        ref={dialogRef}
        className="confirm-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <p id={messageId} className="confirm-dialog__message">
          {message}
        </p>
        {reasonOptions && (
          <ReasonField
            ref={reasonRef}
            options={reasonOptions}
            value={reason}
            missing={missing}
            onChange={(value) => {
              setReason(value);
              setMissing(false);
            }}
          />
        )}
        <div className="confirm-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${destructive ? "btn--danger" : "btn--primary"}`}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
