import { useId, type ReactNode } from "react";
import "./StatusCard.css";

interface StatusCardProps {
  /** A decorative icon (or "404"), shown above the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * A centred card that tells the member where they are and what to do next: coming-soon screens,
 * 404, the session's "can't reach" page and the error boundary all use it.
 */
export function StatusCard({ icon, title, children }: StatusCardProps) {
  const titleId = useId();
  return (
    <section className="card card--narrow status-card" aria-labelledby={titleId}>
      <span className="status-card__icon" aria-hidden="true">
        {icon}
      </span>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
