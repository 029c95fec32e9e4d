import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ReasonOptions } from "../components/ConfirmDialog/ConfirmDialog";
import type { ToastOptions } from "../components/Toast/context";
import { useToast } from "../components/Toast/useToast";
import { errorMessage, serverFieldErrors } from "./errors";

/** What a removal's confirmation says, and the toasts after it. */
export interface RemovalTexts {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  /** The toast after it is done. */
  done: ToastOptions;
  /** The error toast's title when it fails for another reason than the reason. */
  failed: string;
  /** The confirmation's role: `alertdialog` (a plain question) unless said (an admin's: `dialog`). */
  role?: "dialog" | "alertdialog";
}

interface RemovalOptions {
  /** An admin removing someone else's: a reason is asked (the owner is told it, the log keeps it). */
  asAdmin: boolean;
  /** The owner's own deletion, and an admin's removal with its reason field. */
  texts: { own: RemovalTexts; admin: RemovalTexts & { reason: Omit<ReasonOptions, "error"> } };
  /** The fewest characters an admin's reason may have, checked before asking the server. */
  reasonMin?: number;
  /** Runs the mutation (the reason for an admin, null for the owner). */
  run(reason: string | null): Promise<unknown>;
  busy: boolean;
  /** Where to go once it is gone. */
  then: string;
}

/**
 * Deleting something of one's own after a confirmation, or an admin removing someone else's with
 * a reason: the server's refusal of the reason is shown beside it, any other failure as a toast.
 * Returns what opens the confirmation and the confirmation's props.
 */
export function useRemoval({ asAdmin, texts, reasonMin = 0, run, busy, then }: RemovalOptions) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const t = asAdmin ? texts.admin : texts.own;

  async function confirm(reason?: string) {
    setReasonError(undefined);
    if (asAdmin && (reason ?? "").length < reasonMin) {
      return setReasonError(`The reason must be at least ${reasonMin} characters`);
    }
    try {
      await run(asAdmin ? (reason ?? "") : null);
    } catch (err) {
      const { reason: refused } = serverFieldErrors(err, ["reason"] as const);
      if (refused) return setReasonError(refused);
      toast({
        variant: "error",
        title: t.failed,
        description: errorMessage(err, "Please try again"),
      });
      return;
    }
    setConfirming(false);
    toast(t.done);
    navigate(then, { replace: true });
  }

  return {
    ask() {
      setReasonError(undefined);
      setConfirming(true);
    },
    dialog: {
      title: t.title,
      message: t.message,
      confirmLabel: t.confirmLabel,
      busyLabel: t.busyLabel,
      ...(asAdmin ? { reason: { ...texts.admin.reason, error: reasonError } } : {}),
      open: confirming,
      busy,
      destructive: true,
      role: asAdmin ? ("dialog" as const) : (texts.own.role ?? "alertdialog"),
      onConfirm: (reason?: string) => void confirm(reason),
      onCancel: () => setConfirming(false),
    },
  };
}
