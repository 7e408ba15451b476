import type { AudienceRoutes } from "../platform/routeTable";
import { getDispute, listDisputes, listOrderDisputes, submitDisputeEvidence } from "./adminDisputes";

/** The admins' disputes: the list, one dispute with its evidence, its submission, an order's disputes. */
export const disputeRoutes: AudienceRoutes = {
  admin: [
    { path: "/admin/disputes", handlers: { get: listDisputes } },
    { path: "/admin/disputes/:disputeId", handlers: { get: getDispute } },
    { path: "/admin/disputes/:disputeId/evidence", handlers: { post: submitDisputeEvidence } },
    { path: "/admin/orders/:orderId/disputes", handlers: { get: listOrderDisputes } },
  ],
};
