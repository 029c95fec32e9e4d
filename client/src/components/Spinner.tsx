import "./Spinner.css";

interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  /**
   * Centre the spinner on the whole page instead of inline. It is then the page itself (a loading
   * session, screen or sign-in): its main landmark, with the heading below.
   */
  fullPage?: boolean;
  /**
   * The spinner stands for the whole screen (nothing else of it has rendered yet): the label is
   * also the page's level-one heading, read by screen readers only.
   */
  heading?: boolean;
}

export function Spinner({ label = "Loading", fullPage = false, heading = fullPage }: SpinnerProps) {
  const status = (
    <div className="spinner-block" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
  const content = heading ? (
    <>
      <h1 className="sr-only">{label}</h1>
      {status}
    </>
  ) : (
    status
  );
  if (!fullPage) return content;
  return (
    <main id="main" className="spinner-block--page" tabIndex={-1}>
      {content}
    </main>
  );
}
