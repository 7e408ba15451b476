import type { AudienceRoutes } from "../platform/routeTable";
import { cancelFollowUp } from "./cancelFollowUp";
import { getOperations } from "./getOperations";
import { getOperationsSummary } from "./getOperationsSummary";
import { retryFollowUp } from "./retryFollowUp";
import { sendMailAgain } from "./sendMailAgain";
import { settleFollowUp } from "./settleFollowUp";

/** Operations: follow-ups failing or overdue, emails not delivered, orders stuck. */
export const operationsRoutes: AudienceRoutes = {
  admin: [
    { path: "/admin/operations", handlers: { get: getOperations } },
    { path: "/admin/operations/summary", handlers: { get: getOperationsSummary } },
    { path: "/admin/operations/follow-ups/:followUpId/retry", handlers: { post: retryFollowUp } },
    { path: "/admin/operations/follow-ups/:followUpId/cancel", handlers: { post: cancelFollowUp } },
    { path: "/admin/operations/follow-ups/:followUpId/settle", handlers: { post: settleFollowUp } },
    { path: "/admin/operations/mail/:mailId/send-again", handlers: { post: sendMailAgain } },
  ],
};
