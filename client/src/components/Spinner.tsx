import "./Spinner.css";

interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** Centre the spinner on the whole page instead of inline. */
  fullPage?: boolean;
}

export function Spinner({ label = "Loading", fullPage = false }: SpinnerProps) {
  return (
    <div
      className={fullPage ? "spinner-block spinner-block--page" : "spinner-block"}
      role="status"
      aria-label={label}
    >
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
