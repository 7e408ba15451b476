import type { AudienceRoutes } from "../platform/routeTable";
import { answerQuestion } from "./answerQuestion";
import { askFromAdmin } from "./askFromAdmin";
import { askFromStudio } from "./askFromStudio";
import { createVoiceUpload } from "./createVoiceUpload";
import { getAdminThread } from "./getAdminThread";
import { getCustomerThread } from "./getCustomerThread";
import { getStudioThread } from "./getStudioThread";

/** Questions on an order: the artist holding it or an admin asks, the customer answers. */
export const questionRoutes: AudienceRoutes = {
  customer: [
    { path: "/orders/:orderId/questions", handlers: { get: getCustomerThread } },
    { path: "/orders/:orderId/questions/:questionId/answer", handlers: { post: answerQuestion } },
    { path: "/orders/:orderId/questions/:questionId/voice-uploads", handlers: { post: createVoiceUpload } },
  ],
  studio: [{ path: "/studio/orders/:orderId/questions", handlers: { get: getStudioThread, post: askFromStudio } }],
  admin: [{ path: "/admin/orders/:orderId/questions", handlers: { get: getAdminThread, post: askFromAdmin } }],
};
