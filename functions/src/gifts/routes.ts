import type { AudienceRoutes } from "../platform/routeTable";
import { cancelGift } from "./cancelGift";
import { getGift } from "./getGift";
import { getGiftPage } from "./getGiftPage";
import { openGift } from "./openGift";
import { revokeGiftLink } from "./revokeGiftLink";
import { scheduleGift } from "./scheduleGift";
import { thankForGift } from "./thankForGift";

/** The gift moment: the customer's delivery to the recipient, its page and the thank-you back. */
export const giftRoutes: AudienceRoutes = {
  public: [
    { path: "/gifts/:token", handlers: { get: getGiftPage } },
    { path: "/gifts/:token/opened", handlers: { post: openGift } },
    { path: "/gifts/:token/thanks", handlers: { post: thankForGift } },
  ],
  customer: [
    { path: "/orders/:orderId/gift", handlers: { get: getGift, put: scheduleGift, delete: cancelGift } },
    { path: "/orders/:orderId/gift/revoke", handlers: { post: revokeGiftLink } },
  ],
};
