import { RefreshCw, TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError } from "../../lib/chunkReload";
import { StatusCard } from "../StatusCard/StatusCard";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared: the member moved on. */
  resetKey?: string;
  /** Outside any layout the message is the page's `<main>`; inside one, a plain block. */
  standalone?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Catches what a screen throws while rendering (or a lazy chunk that failed to load), so the app
 * shows a friendly message with a way out instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A screen failed to render", error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const outdated = isChunkLoadError(error);
    const offline = outdated && !navigator.onLine;
    const message = (
      <StatusCard icon={<TriangleAlert size={28} />} title="Something went wrong">
        <p className="muted">
          {offline
            ? "You appear to be offline. Check your connection, then reload the page."
            : outdated
              ? "A new version of ISTC Connect is available. Reload the page to continue."
              : "This page could not be shown. Try again, or reload the page if it keeps happening."}
        </p>
        <div className="actions">
          {!outdated && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => this.setState({ error: null })}
            >
              <RefreshCw aria-hidden="true" size={18} />
              Try again
            </button>
          )}
          <button
            type="button"
            className={outdated ? "btn btn--primary" : "btn btn--secondary"}
            onClick={() => window.location.reload()}
          >
            Reload page
          </button>
        </div>
      </StatusCard>
    );
    return this.props.standalone ? (
      <main id="main" tabIndex={-1} className="center-page">
        {message}
      </main>
    ) : (
      <div className="center-page">{message}</div>
    );
  }
}
