/**
 * The list and report routes `npm run bench:scale` measures, in one table: add, drop or change a
 * route's query here (a paged route's first page is what a screen loads first).
 */
export type Who = "public" | "customer" | "maya" | "admin";

export interface ScaleRoute {
  label: string;
  /** Under the site; `{order}` is the demo customer's delivered order, `{search}` the year-old order's recipient. */
  path: string;
  who: Who;
  /** The year-old order's id must be in the answer (the admin search). */
  findsYearOldOrder?: boolean;
}

export const SCALE_ROUTES: readonly ScaleRoute[] = [
  { label: "artists", path: "/api/artists", who: "public" },
  { label: "samples", path: "/api/samples", who: "public" },
  { label: "reviews", path: "/api/reviews", who: "public" },
  { label: "catalogue", path: "/api/catalogue", who: "public" },
  { label: "customer orders", path: "/api/orders", who: "customer" },
  { label: "customer order details", path: "/api/orders/{order}", who: "customer" },
  { label: "admin orders", path: "/api/admin/orders", who: "admin" },
  {
    label: "admin order search (a year old)",
    path: "/api/admin/orders?search={search}",
    who: "admin",
    findsYearOldOrder: true,
  },
  { label: "security metrics 30d", path: "/api/admin/security?action=get_metrics&timeRange=30d", who: "admin" },
  { label: "security alerts 30d", path: "/api/admin/security?action=get_alerts&timeRange=30d", who: "admin" },
  { label: "studio queue offered", path: "/api/studio/orders?tab=offered", who: "maya" },
  { label: "studio queue released", path: "/api/studio/orders?tab=released", who: "maya" },
  { label: "studio earnings", path: "/api/studio/earnings", who: "maya" },
  { label: "admin earnings", path: "/api/admin/earnings", who: "admin" },
  { label: "review moderation queue", path: "/api/admin/reviews", who: "admin" },
  { label: "admin payouts", path: "/api/admin/payouts", who: "admin" },
  { label: "studio bank payouts", path: "/api/studio/bank-payouts", who: "maya" },
  { label: "operations lists", path: "/api/admin/operations", who: "admin" },
  { label: "shipping queue", path: "/api/admin/shipping", who: "admin" },
  { label: "song check", path: "/api/admin/song-checks", who: "admin" },
  { label: "sample submissions", path: "/api/admin/sample-submissions", who: "admin" },
  { label: "operations summary (the badge)", path: "/api/admin/operations/summary", who: "admin" },
  { label: "business 90 days", path: "/api/admin/business?days=90", who: "admin" },
];
