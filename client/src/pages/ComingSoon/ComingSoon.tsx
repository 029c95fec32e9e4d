import { Wrench } from "lucide-react";
import { Link } from "react-router-dom";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { usePageTitle } from "../../lib/usePageTitle";

interface ComingSoonProps {
  title: string;
  /** What the screen will do once it is built. */
  description: string;
}

/** Honest placeholder for screens that are not built yet. */
export default function ComingSoon({ title, description }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <StatusCard icon={<Wrench size={28} />} title={title}>
      <p className="status-card__lead">This part of ISTC Connect is coming soon.</p>
      <p className="muted">{description}</p>
      <Link to="/dashboard" className="btn btn--primary">
        Back to dashboard
      </Link>
    </StatusCard>
  );
}
