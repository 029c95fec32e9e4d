import {
  Briefcase,
  Building2,
  CalendarDays,
  GraduationCap,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { NavLink, useNavigate } from "react-router-dom";
import { useMe } from "../../session/useMe";
import { useSession } from "../../session/useSession";
import { Avatar } from "../Avatar";
import { AdminPendingCount } from "./AdminPendingCount";
import { MessagesLink } from "./MessagesLink";
import { NotificationBell } from "./NotificationBell";
import { Brand } from "../Brand";
import "./Header.css";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/search", label: "Smart Search", icon: Sparkles },
  { to: "/directory", label: "Directory", icon: Users },
  { to: "/opportunities", label: "Opportunities", icon: Briefcase },
  { to: "/events", label: "Events", icon: CalendarDays },
  { to: "/mentors", label: "Mentors", icon: GraduationCap },
  { to: "/businesses", label: "Businesses", icon: Building2 },
  { to: "/connections", label: "Connections", icon: UsersRound },
  { to: "/profile", label: "Profile", icon: UserRound },
];

const ADMIN_ITEM: NavItem = { to: "/admin", label: "Admin", icon: ShieldCheck };

/**
 * Header of the signed-in pages. Below 768 px the labels are visually hidden (they stay the
 * links' accessible names) and the navigation becomes a row of icons. Messages (with its unread
 * conversations) and the notification bell sit beside Logout, outside the navigation.
 */
export function Header() {
  const { me: user, isAdmin } = useMe();
  const { signOut } = useSession();
  const navigate = useNavigate();

  // Local first (token and cache gone at once), the server's revocation follows in the background.
  function handleLogout() {
    signOut();
    navigate("/login", { replace: true });
  }

  const items = isAdmin ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS;

  return (
    <header className="app-header">
      <div className="container app-header__inner">
        <Brand to="/dashboard" />

        <nav className="app-nav" aria-label="Main">
          <ul>
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className="app-nav__link" title={label}>
                  <Icon aria-hidden="true" size={20} />
                  <span className="app-nav__label">{label}</span>
                  {to === ADMIN_ITEM.to && <AdminPendingCount />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {user && (
          <div className="app-header__user">
            <Avatar name={user.fullName} src={user.profileImage} size="sm" />
            <div className="app-header__who">
              <span className="app-header__name">{user.fullName}</span>
              <span className="app-header__roll">
                {user.rollNumber ? `Roll No. ${user.rollNumber}` : "Roll number not set"}
              </span>
            </div>
          </div>
        )}

        <MessagesLink />
        <NotificationBell />

        <button
          type="button"
          className="btn btn--ghost app-header__logout"
          onClick={handleLogout}
          title="Logout"
        >
          <LogOut aria-hidden="true" size={18} />
          <span className="app-header__logout-label">Logout</span>
        </button>
      </div>
    </header>
  );
}
