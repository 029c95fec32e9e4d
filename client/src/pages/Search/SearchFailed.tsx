import { errorMessage } from "../../lib/errors";

interface SearchFailedProps {
  error: unknown;
  /** The server refused the words (BAD_USER_INPUT): the same words would fail again. */
  refused: boolean;
  onRetry(): void;
}

/** A search that came back with nothing but an error: its reason, or a way to try again. */
export function SearchFailed({ error, refused, onRetry }: SearchFailedProps) {
  if (refused) {
    // Say why, and let the box above take new words.
    return (
      <div className="alert is-red" role="alert">
        <p>{errorMessage(error, "The search could not be completed.")}</p>
      </div>
    );
  }
  return (
    <div className="alert is-red" role="alert">
      <p>The search could not be completed.</p>
      <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
