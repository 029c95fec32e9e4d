import { useEffect, useRef } from "react";

interface DeleteDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The delete confirmation: a modal <dialog> (the page behind is inert, Escape cancels), focus on
 * Cancel when it opens, back on the opener when it closes. Tab and Shift+Tab go round its buttons:
 * the browser alone would let the focus leave the dialog for its own toolbar.
 */
export function DeleteDialog({ open, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      cancelRef.current?.focus();
      return () => opener?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const buttons = [
          ...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"),
        ];
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
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
      <h2 id="delete-dialog-title">Delete opportunity</h2>
      <p id="delete-dialog-text">Are you sure you want to delete this opportunity?</p>
      <div className="actions">
        <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {busy ? "Deleting…" : "Delete"}
        </button>
      </div>
    </dialog>
  );
}
