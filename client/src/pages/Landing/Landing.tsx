import {
  Briefcase,
  Building2,
  CalendarDays,
  GraduationCap,
  Map,
  MessageSquare,
  Sparkles,
  UserPen,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useContext } from "react";
import { Link, Navigate } from "react-router-dom";
import { Footer } from "../../components/Footer/Footer";
import { PublicHeader } from "../../components/PublicHeader";
import { Spinner } from "../../components/Spinner";
import { usePageTitle } from "../../lib/usePageTitle";
import { SessionContext } from "../../session/context";
import "./Landing.css";

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  /** A live feature's screen (sign-in first for visitors). */
  to?: string;
}

const LIVE_FEATURES: Feature[] = [
  {
    title: "User Profiles & Directory",
    text: "Browse 130+ verified profiles of ISTCians and see who studied what, and where they are now.",
    icon: Users,
  },
  {
    title: "Smart Search",
    text: "Search in plain language by location, trade, batch or company, e.g. “2020 batch in Chandigarh”.",
    icon: Sparkles,
  },
  {
    title: "Interactive Map",
    text: "See where ISTCians live and work: search results on a map of India and the world, city by city.",
    icon: Map,
  },
  {
    title: "Profile Management",
    text: "Keep your profile current: image upload, skills, bio and contact details.",
    icon: UserPen,
  },
  {
    title: "Jobs & Opportunities",
    text: "Jobs, internships, freelance work, collaborations and services shared by ISTCians.",
    icon: Briefcase,
    to: "/opportunities",
  },
  {
    title: "Events & Reunions",
    text: "Batch reunions, meet-ups and campus events: RSVP, waitlists and Add to calendar.",
    icon: CalendarDays,
    to: "/events",
  },
  {
    title: "Messaging & Connection Requests",
    text: "Connect with fellow ISTCians and message your connections privately, without sharing your phone number.",
    icon: MessageSquare,
    to: "/connections",
  },
  {
    title: "Mentorship Program",
    text: "Alumni guiding current students through training and careers: find a mentor in plain language, ask, and talk it through.",
    icon: GraduationCap,
    to: "/mentors",
  },
  {
    title: "Business Directory",
    text: "Businesses and services run by ISTCians, a services marketplace: tool rooms, workshops, automation and software firms, found in plain words or on the map, and recommended by the ISTCians who used them.",
    icon: Building2,
    to: "/businesses",
  },
];

export default function Landing() {
  // Rendered without the app shell (Root.tsx) there is no session: a visitor.
  const status = useContext(SessionContext)?.status ?? "anonymous";
  usePageTitle(null);
  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (status === "authenticated") return <Navigate to="/dashboard" replace />;

  return (
    <div className="page-shell">
      <PublicHeader />
      <main id="main" tabIndex={-1}>
        <section className="hero">
          <div className="container hero__inner">
            <p className="eyebrow">For all ISTCians - current students and alumni</p>
            <h1 className="hero__title">Stay connected with the ISTC community</h1>
            <p className="hero__lead">
              ISTC Connect brings together current students and alumni: find batchmates, see where
              fellow ISTCians work, and keep your own profile up to date.
            </p>
            <div className="actions">
              <Link to="/login" className="btn btn--primary btn--large">
                Get Started
              </Link>
              <Link to="/login" className="btn btn--secondary btn--large">
                Sign In
              </Link>
            </div>
          </div>
        </section>

        <section className="container section" aria-labelledby="live-features">
          <h2 id="live-features" className="section__title">
            Live features
          </h2>
          <ul className="feature-grid">
            {LIVE_FEATURES.map(({ title, text, icon: Icon, to }) => (
              <li key={title} className="card feature-card">
                <span className="feature-card__icon">
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3>{to ? <Link to={to}>{title}</Link> : title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <Footer />
    </div>
  );
}
