import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_TOAST_DURATION, ToastContext, type ToastOptions } from "./context";
import "./Toast.css";

interface ActiveToast extends ToastOptions {
  id: number;
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

let nextId = 1;

/**
 * One notification at a time: a new toast replaces the current one. Toasts close after
 * their duration; hovering or focusing one pauses the timer so it can be read and used.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [paused, setPaused] = useState(false);

  const show = useCallback((options: ToastOptions) => {
    setPaused(false);
    setToast({ ...options, id: nextId++ });
  }, []);

  const dismiss = useCallback(() => setToast(null), []);

  const id = toast?.id;
  const duration = toast?.duration ?? DEFAULT_TOAST_DURATION;
  useEffect(() => {
    if (id === undefined || paused) return;
    const timer = window.setTimeout(() => {
      setToast((current) => (current?.id === id ? null : current));
    }, duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, paused]);

  const variant = toast?.variant ?? "info";
  const Icon = ICONS[variant];

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        className="toast-viewport"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label="Notifications"
      >
        {toast && (
          <div
            key={toast.id}
            className={`toast toast--${variant}`}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <Icon className="toast__icon" aria-hidden="true" size={20} />
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
              {toast.action && (
                <button
                  type="button"
                  className="btn btn--small btn--primary toast__action"
                  onClick={() => {
                    toast.action?.onClick();
                    dismiss();
                  }}
                >
                  {toast.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              className="icon-button toast__close"
              aria-label="Dismiss notification"
              onClick={dismiss}
            >
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
