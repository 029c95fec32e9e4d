import {
  BadgeCheck,
  Bell,
  Briefcase,
  CalendarDays,
  GraduationCap,
  Hourglass,
  IdCard,
  MessageSquare,
  Sparkles,
  Store,
  TriangleAlert,
  Users,
} from "lucide-react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import "./Dashboard.css";

export default function Dashboard() {
  const { me: user, isProfileComplete, isVerified } = useMe();
  usePageTitle("Dashboard");
  if (!user) return null; // The guard only renders this page for a signed-in user.

  const summary = [
    { label: "Roll Number", value: user.rollNumber },
    { label: "Trade", value: user.trade },
    { label: "Location", value: user.currentLocation },
  ];

  return (
    <div className="dashboard">
      <section className="dashboard__welcome">
        <Avatar name={user.fullName} src={user.profileImage} size="lg" />
        <div>
          <h1>Welcome, {user.fullName}!</h1>
          {user.email && <p className="muted break-all">{user.email}</p>}
        </div>
      </section>

      <StatusBanners
        isProfileComplete={isProfileComplete}
        isVerified={isVerified}
        pendingReason={user.pendingReason}
      />

      <div className="card-grid">
        <section className="card" aria-labelledby="my-profile">
          <h2 id="my-profile" className="card__title">
            <IdCard aria-hidden="true" size={20} /> My Profile
          </h2>
          <dl className="summary">
            {summary.map(({ label, value }) => (
              <div key={label} className="summary__row">
                <dt>{label}</dt>
                <dd className={value ? undefined : "muted"}>{value || "Not set"}</dd>
              </div>
            ))}
          </dl>
          <Link to="/profile" className="btn btn--secondary">
            Edit Profile
          </Link>
        </section>

        <section className="card" aria-labelledby="directory">
          <h2 id="directory" className="card__title">
            <Users aria-hidden="true" size={20} /> Directory
          </h2>
          <p className="muted">Find verified ISTCians by name, roll number, trade or location.</p>
          <Link to="/directory" className="btn btn--secondary">
            Open Directory
          </Link>
        </section>

        <section className="card" aria-labelledby="smart-search">
          <h2 id="smart-search" className="card__title">
            <Sparkles aria-hidden="true" size={20} /> Smart Search
          </h2>
          <p className="muted">
            Search in plain words, e.g. “mechanical engineers from Punjab” or “2020 batch”, and see
            the results as a list or on a map.
          </p>
          <Link to="/search" className="btn btn--secondary">
            Open Smart Search
          </Link>
        </section>

        <section className="card" aria-labelledby="opportunity-center">
          <h2 id="opportunity-center" className="card__title">
            <Briefcase aria-hidden="true" size={20} /> Opportunity Center
          </h2>
          <p className="muted">
            Jobs, internships, freelance work, collaborations and services shared by ISTCians.
          </p>
          <div className="actions">
            <Link to="/opportunities" className="btn btn--secondary">
              Browse Opportunities
            </Link>
            <Link to="/opportunities/new" className="btn btn--primary">
              Post Opportunity
            </Link>
          </div>
        </section>

        <EventsCard />
        <ConnectionsCard />
        <MentorshipCard />

        <BusinessesCard />
        <AlertsCard />
      </div>
    </div>
  );
}

interface StatusBannersProps {
  isProfileComplete: boolean;
  isVerified: boolean;
  pendingReason?: string | null;
}

/** What the member should know first: an incomplete profile, and whether they are verified. */
function StatusBanners({ isProfileComplete, isVerified, pendingReason }: StatusBannersProps) {
  return (
    <>
      {!isProfileComplete && (
        <div className="banner is-amber">
          <TriangleAlert aria-hidden="true" size={22} className="banner__icon" />
          <div className="banner__body">
            <p className="banner__title">Your profile is incomplete</p>
            <p>Add your roll number, trade and current location so fellow ISTCians can find you.</p>
          </div>
          <Link to="/profile/complete" className="btn btn--amber">
            Complete My Profile
          </Link>
        </div>
      )}

      {isVerified ? (
        <div className="banner is-green">
          <BadgeCheck aria-hidden="true" size={22} className="banner__icon" />
          <p className="banner__body">Verified ISTCian - You can now access all features!</p>
        </div>
      ) : (
        <div className="banner is-blue">
          <Hourglass aria-hidden="true" size={22} className="banner__icon" />
          <div className="banner__body">
            <p>Pending Verification - Your profile is under review by admins.</p>
            {pendingReason && <p>{pendingReason}</p>}
          </div>
        </div>
      )}
    </>
  );
}

/** Events and reunions: the upcoming ones, and organising one. */
function EventsCard() {
  return (
    <section className="card" aria-labelledby="dashboard-events">
      <h2 id="dashboard-events" className="card__title">
        <CalendarDays aria-hidden="true" size={20} /> Events &amp; Reunions
      </h2>
      <p className="muted">
        Batch reunions, meet-ups, campus days and online sessions: RSVP, and add them to your
        calendar.
      </p>
      <div className="actions">
        <Link to="/events" className="btn btn--secondary">
          Browse Events
        </Link>
        <Link to="/events/new" className="btn btn--primary">
          Organise an Event
        </Link>
      </div>
    </section>
  );
}

/** Messaging & Connection Requests: live, so a card of its own rather than "Coming Soon". */
function ConnectionsCard() {
  return (
    <section className="card" aria-labelledby="dashboard-connections">
      <h2 id="dashboard-connections" className="card__title">
        <MessageSquare aria-hidden="true" size={20} /> Messaging &amp; Connection Requests
      </h2>
      <p className="muted">
        Connect with fellow ISTCians and message your connections, without sharing your phone
        number.
      </p>
      <div className="actions">
        <Link to="/connections" className="btn btn--secondary">
          My connections
        </Link>
        <Link to="/messages" className="btn btn--secondary">
          Messages
        </Link>
      </div>
    </section>
  );
}

/** The mentorship programme: finding a mentor, and offering to be one. */
function MentorshipCard() {
  return (
    <section className="card" aria-labelledby="dashboard-mentorship">
      <h2 id="dashboard-mentorship" className="card__title">
        <GraduationCap aria-hidden="true" size={20} /> Mentorship Program
      </h2>
      <p className="muted">
        Alumni guiding current students through training and careers: ask a mentor for help, or
        offer to guide others.
      </p>
      <div className="actions">
        <Link to="/mentors" className="btn btn--secondary">
          Find a mentor
        </Link>
        <Link to="/mentorship" className="btn btn--secondary">
          My mentorships
        </Link>
      </div>
    </section>
  );
}

/** The business directory, the services marketplace of ISTCians: browse, or list one's own. */
function BusinessesCard() {
  return (
    <section className="card" aria-labelledby="dashboard-businesses">
      <h2 id="dashboard-businesses" className="card__title">
        <Store aria-hidden="true" size={20} /> Business Directory
      </h2>
      <p className="muted">
        The services marketplace of ISTCians: hire tool rooms, workshops and firms run by fellow
        ISTCians, or list your own.
      </p>
      <div className="actions">
        <Link to="/businesses" className="btn btn--secondary">
          Browse Businesses
        </Link>
        <Link to="/businesses/new" className="btn btn--primary">
          List Your Business
        </Link>
      </div>
    </section>
  );
}

/** Where saved searches and the e-mail preferences are. */
function AlertsCard() {
  return (
    <section className="card" aria-labelledby="dashboard-alerts">
      <h2 id="dashboard-alerts" className="card__title">
        <Bell aria-hidden="true" size={20} /> Alerts &amp; Notifications
      </h2>
      <p className="muted">
        Save a search to hear when new ISTCians match it, and choose which e-mails you get.
      </p>
      <div className="actions">
        <Link to="/saved-searches" className="btn btn--secondary">
          Saved searches
        </Link>
        <Link to="/settings/notifications" className="btn btn--secondary">
          Notification settings
        </Link>
      </div>
    </section>
  );
}
