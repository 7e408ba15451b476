import type { AudienceRoutes } from "../platform/routeTable";
import { createPayoutDashboardLink } from "./createPayoutDashboardLink";
import { getAdminPayouts } from "./getAdminPayouts";
import { getStudioBankPayouts } from "./getStudioBankPayouts";
import { getTransferReconciliation } from "./getTransferReconciliation";
import { getStudioPayouts } from "./getStudioPayouts";
import { handleConnectWebhook } from "./handleConnectWebhook";
import { retryFailingTransfer } from "./retryFailingTransfer";
import { startPayoutOnboarding } from "./startPayoutOnboarding";
import { exportAdminEarnings } from "./exportAdminEarnings";
import { listAdminEarnings } from "./listAdminEarnings";

/**
 * Artists are paid through Stripe Connect: onboarding from the studio, the Connect endpoint's events,
 * their payouts to the bank, and the admins' Payouts page (totals, failing transfers, reconciliation).
 */
export const payoutRoutes: AudienceRoutes = {
  public: [{ path: "/stripe/connect-webhook", handlers: { post: handleConnectWebhook } }],
  studio: [
    { path: "/studio/payouts", handlers: { get: getStudioPayouts } },
    { path: "/studio/payouts/onboarding", handlers: { post: startPayoutOnboarding } },
    { path: "/studio/payouts/dashboard-link", handlers: { post: createPayoutDashboardLink } },
    { path: "/studio/bank-payouts", handlers: { get: getStudioBankPayouts } },
  ],
  admin: [
    { path: "/admin/payouts", handlers: { get: getAdminPayouts } },
    { path: "/admin/payouts/reconciliation", handlers: { get: getTransferReconciliation } },
    { path: "/admin/payouts/transfers/:orderId/retry", handlers: { post: retryFailingTransfer } },
    { path: "/admin/earnings", handlers: { get: listAdminEarnings } },
    { path: "/admin/earnings.csv", handlers: { get: exportAdminEarnings } },
  ],
};
