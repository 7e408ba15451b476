// The navigation bar's and drawer's links (spec §2 "Navigation bar and drawer").
import type { NavItem } from "../ui/navItem";

export const MAIN_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/artists", label: "Artists" },
  { to: "/samples", label: "Samples" },
  { to: "/#pricing", label: "Pricing" },
  { to: "/reviews", label: "Reviews" },
];

/**
 * Beyond the spec's links: in the drawer after them, and in the footer's Quick Links. Not in the
 * desktop bar, where a signed-in person's links already fill 1280 px.
 */
export const GIVE_A_SONG_LINK: NavItem = { to: "/give-a-song", label: "Give a song" };

export const ADMIN_LINKS: readonly NavItem[] = [
  { to: "/admin/orders", label: "Manage Orders" },
  { to: "/admin/samples", label: "Manage Samples" },
  { to: "/admin/security", label: "Security Dashboard" },
  { to: "/admin", label: "Business at a Glance", end: true },
  { to: "/admin/operations", label: "Operations" },
  { to: "/admin/reviews", label: "Moderate Reviews" },
  { to: "/admin/artists", label: "Manage Artists" },
  { to: "/admin/sample-submissions", label: "Approve Samples" },
  { to: "/admin/song-checks", label: "Check Songs" },
  { to: "/admin/shipping", label: "To Ship" },
  { to: "/admin/earnings", label: "Artist Earnings" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/promotions", label: "Promotions" },
];

export const LOGIN_LINK: NavItem = { to: "/auth", label: "Login" };
export const DASHBOARD_LINK: NavItem = { to: "/dashboard", label: "Dashboard" };
/** Shown to accounts linked to an artist profile: the artist's studio (queue, profile, earnings). */
export const STUDIO_LINK: NavItem = { to: "/studio", label: "Studio" };
/** Shown next to Dashboard to signed-in users: signs out and returns home. */
export const LOG_OUT_LABEL = "Log out";
export const CREATE_PATH = "/create";
