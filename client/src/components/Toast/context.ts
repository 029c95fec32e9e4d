import { createContext } from "react";

export type ToastVariant = "success" | "error" | "info";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself (default 4000). */
  duration?: number;
  action?: { label: string; onClick(): void };
}

export type ShowToast = (options: ToastOptions) => void;

export const DEFAULT_TOAST_DURATION = 4000;

export const ToastContext = createContext<ShowToast | null>(null);
