import type { RouteTable } from "../http/routeTable";
import { createPayoutDashboardLink } from "./createPayoutDashboardLink";
import { getStudioPayouts } from "./getStudioPayouts";
import { handleConnectWebhook } from "./handleConnectWebhook";
import { startPayoutOnboarding } from "./startPayoutOnboarding";

/** Artists are paid through Stripe Connect: onboarding from the studio, the Connect endpoint's events. */
export const payoutRoutes: RouteTable = [
  { path: "/studio/payouts", handlers: { get: getStudioPayouts } },
  { path: "/studio/payouts/onboarding", handlers: { post: startPayoutOnboarding } },
  { path: "/studio/payouts/dashboard-link", handlers: { post: createPayoutDashboardLink } },
  { path: "/stripe/connect-webhook", handlers: { post: handleConnectWebhook } },
];
