import { Router, type RequestHandler } from "express";
import { confirmPasswordReset } from "./account/confirmPasswordReset";
import { createAccount } from "./account/createAccount";
import { reportLoginFailure } from "./account/reportLoginFailure";
import { requestPasswordReset } from "./account/requestPasswordReset";
import { verifyEmail } from "./account/verifyEmail";
import { approveReview } from "./admin/reviews/approveReview";
import { listPendingReviews } from "./admin/reviews/listPendingReviews";
import { rejectReview } from "./admin/reviews/rejectReview";
import { getSecurityReport } from "./admin/security/getSecurityReport";
import { getArtistProfile } from "./catalog/getArtistProfile";
import { getCatalog } from "./catalog/getCatalog";
import { listArtists } from "./catalog/listArtists";
import { listReviews } from "./catalog/listReviews";
import { listSamples } from "./catalog/listSamples";
import { createCheckout } from "./checkout/createCheckout";
import { createContactMessage } from "./contact/createContactMessage";
import { methodNotAllowed } from "./http/errorHandling";
import { getSharedSong } from "./listen/getSharedSong";
import { getMedia } from "./media/getMedia";
import { enrollEmulatorMfa } from "./mfa/enrollEmulatorMfa";
import { getMfaStatus } from "./mfa/getMfaStatus";
import { verifyEmulatorMfa } from "./mfa/verifyEmulatorMfa";
import { downloadSong } from "./orders/downloadSong";
import { getOrder } from "./orders/getOrder";
import { listOrders } from "./orders/listOrders";
import { requestRevision } from "./orders/requestRevision";
import { createShareLink, revokeShareLink } from "./orders/shareLink";
import { verifyPayment } from "./payments/verifyPayment";
import { createReview } from "./reviews/createReview";
import { handleStripeWebhook } from "./stripe/handleStripeWebhook";
import { seedStripeCatalog } from "./stripe/seedStripeCatalog";
import { getWebConfig } from "./webConfig/getWebConfig";

type Method = "get" | "post" | "put" | "patch" | "delete";

/** Every endpoint of the API, by path; other methods on a known path answer 405. */
export function createRoutes(): Router {
  const router = Router();
  const route = (path: string, handlers: Partial<Record<Method, RequestHandler>>) => {
    const chain = router.route(path);
    for (const [method, handle] of Object.entries(handlers) as [Method, RequestHandler][]) chain[method](handle);
    chain.all(methodNotAllowed(Object.keys(handlers).map((m) => m.toUpperCase())));
  };

  route("/config", { get: getWebConfig });
  route("/catalog", { get: getCatalog });
  route("/artists", { get: listArtists });
  route("/artists/:artistId", { get: getArtistProfile });
  route("/samples", { get: listSamples });
  route("/reviews", { get: listReviews, post: createReview });
  route("/media/:bucket/*path", { get: getMedia });
  route("/contact", { post: createContactMessage });
  route("/account/signup", { post: createAccount });
  route("/account/verify-email", { post: verifyEmail });
  route("/account/password-reset", { post: requestPasswordReset });
  route("/account/password-reset/confirm", { post: confirmPasswordReset });
  route("/account/login-failures", { post: reportLoginFailure });
  route("/orders", { get: listOrders });
  route("/orders/:orderId", { get: getOrder });
  route("/orders/:orderId/download", { post: downloadSong });
  route("/orders/:orderId/share", { post: createShareLink, delete: revokeShareLink });
  route("/orders/:orderId/revisions", { post: requestRevision });
  route("/listen/:token", { get: getSharedSong });
  route("/admin/security", { get: getSecurityReport });
  route("/admin/reviews", { get: listPendingReviews });
  route("/admin/reviews/:reviewId/approve", { post: approveReview });
  route("/admin/reviews/:reviewId/reject", { post: rejectReview });
  route("/checkout", { post: createCheckout });
  route("/payments/verify", { post: verifyPayment });
  route("/stripe/webhook", { post: handleStripeWebhook });
  route("/stripe/catalog", { post: seedStripeCatalog });
  route("/admin/mfa-status", { get: getMfaStatus });
  route("/admin/mfa/enroll", { post: enrollEmulatorMfa });
  route("/admin/mfa/verify", { post: verifyEmulatorMfa });
  return router;
}
