import { Wrench } from "lucide-react";
import { Link } from "react-router-dom";

interface ComingSoonProps {
  title: string;
  /** What the screen will do once it is built. */
  description: string;
}

/** Honest placeholder for screens that are not built yet. */
export default function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="card card--narrow placeholder" aria-labelledby="placeholder-title">
      <span className="placeholder__icon">
        <Wrench aria-hidden="true" size={28} />
      </span>
      <h1 id="placeholder-title">{title}</h1>
      <p className="placeholder__lead">This part of ISTC Connect is coming soon.</p>
      <p className="muted">{description}</p>
      <Link to="/dashboard" className="btn btn--primary">
        Back to dashboard
      </Link>
    </section>
  );
}
