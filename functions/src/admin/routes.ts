import type { RouteTable } from "../http/routeTable";
import { exportBusinessReport } from "./business/exportBusinessReport";
import { getBusinessReport } from "./business/getBusinessReport";
import { completeArtistPhotoUpload } from "./artistPhotos/completeArtistPhotoUpload";
import { createArtistPhotoUpload } from "./artistPhotos/createArtistPhotoUpload";
import { exportAdminEarnings } from "./earnings/exportAdminEarnings";
import { listAdminEarnings } from "./earnings/listAdminEarnings";
import { enrollEmulatorMfa } from "./mfa/enrollEmulatorMfa";
import { getMfaStatus } from "./mfa/getMfaStatus";
import { cancelFollowUp } from "./operations/cancelFollowUp";
import { getOperations } from "./operations/getOperations";
import { getOperationsSummary } from "./operations/getOperationsSummary";
import { retryFollowUp } from "./operations/retryFollowUp";
import { sendMailAgain } from "./operations/sendMailAgain";
import { verifyEmulatorMfa } from "./mfa/verifyEmulatorMfa";
import { assignArtist } from "./orders/assignArtist";
import { changeOrderStatus } from "./orders/changeOrderStatus";
import { completeSongUpload } from "./orders/completeSongUpload";
import { createSongPreview } from "./orders/createSongPreview";
import { createSongUpload } from "./orders/createSongUpload";
import { releaseAdminsSong } from "./orders/releaseAdminsSong";
import { getAdminOrder } from "./orders/getAdminOrder";
import { listAdminOrders } from "./orders/listAdminOrders";
import { approveReview } from "./reviews/approveReview";
import { listPendingReviews } from "./reviews/listPendingReviews";
import { rejectReview } from "./reviews/rejectReview";
import { approveSampleSubmission } from "./samples/approveSampleSubmission";
import { createSample } from "./samples/createSample";
import { createSampleUpload } from "./samples/createSampleUpload";
import { deleteSample } from "./samples/deleteSample";
import { listAdminSamples } from "./samples/listAdminSamples";
import { listSampleSubmissions } from "./samples/listSampleSubmissions";
import { rejectSampleSubmission } from "./samples/rejectSampleSubmission";
import { getSecurityReport } from "./security/getSecurityReport";
import { advanceShipment } from "./shipping/advanceShipment";
import { listShippingQueue } from "./shipping/listShippingQueue";
import { refundItem } from "./shipping/refundItem";
import { listSongChecks } from "./songChecks/listSongChecks";
import { releaseSongCheck } from "./songChecks/releaseSongCheck";
import { sendBackSongCheck } from "./songChecks/sendBackSongCheck";
import { seedStripeCatalogue } from "./stripeSetup/seedStripeCatalogue";

/** The admins' endpoints (each handler requires an admin), by sub-folder. */
export const adminRoutes: RouteTable = [
  { path: "/admin/security", handlers: { get: getSecurityReport } },
  { path: "/admin/mfa-status", handlers: { get: getMfaStatus } },
  { path: "/admin/mfa/enroll", handlers: { post: enrollEmulatorMfa } },
  { path: "/admin/mfa/verify", handlers: { post: verifyEmulatorMfa } },
  { path: "/stripe/catalogue", handlers: { post: seedStripeCatalogue } },
  { path: "/admin/reviews", handlers: { get: listPendingReviews } },
  { path: "/admin/reviews/:reviewId/approve", handlers: { post: approveReview } },
  { path: "/admin/reviews/:reviewId/reject", handlers: { post: rejectReview } },
  { path: "/admin/orders", handlers: { get: listAdminOrders } },
  { path: "/admin/orders/:orderId", handlers: { get: getAdminOrder } },
  { path: "/admin/orders/:orderId/status", handlers: { post: changeOrderStatus } },
  { path: "/admin/orders/:orderId/assign", handlers: { post: assignArtist } },
  { path: "/admin/orders/:orderId/song-uploads", handlers: { post: createSongUpload } },
  { path: "/admin/orders/:orderId/song-uploads/:uploadId/complete", handlers: { post: completeSongUpload } },
  { path: "/admin/orders/:orderId/preview", handlers: { post: createSongPreview } },
  { path: "/admin/orders/:orderId/delivery", handlers: { post: releaseAdminsSong } },
  // The song check: versions artists submitted, released to the customer or sent back.
  { path: "/admin/song-checks", handlers: { get: listSongChecks } },
  { path: "/admin/orders/:orderId/song-checks/release", handlers: { post: releaseSongCheck } },
  { path: "/admin/orders/:orderId/song-checks/send-back", handlers: { post: sendBackSongCheck } },
  // The physical items an order owes: the "To ship" queue, each item's steps and refunds.
  { path: "/admin/shipping", handlers: { get: listShippingQueue } },
  { path: "/admin/orders/:orderId/items/:item/steps", handlers: { post: advanceShipment } },
  { path: "/admin/orders/:orderId/items/:item/refund", handlers: { post: refundItem } },
  // `uploads` before `:sampleId`, which would otherwise answer for it.
  { path: "/admin/samples", handlers: { get: listAdminSamples, post: createSample } },
  { path: "/admin/samples/uploads", handlers: { post: createSampleUpload } },
  { path: "/admin/samples/:sampleId", handlers: { delete: deleteSample } },
  { path: "/admin/sample-submissions", handlers: { get: listSampleSubmissions } },
  { path: "/admin/sample-submissions/:sampleId/approve", handlers: { post: approveSampleSubmission } },
  { path: "/admin/sample-submissions/:sampleId/reject", handlers: { post: rejectSampleSubmission } },
  { path: "/admin/artist-photos/:artistId/uploads", handlers: { post: createArtistPhotoUpload } },
  { path: "/admin/artist-photos/:artistId/uploads/:uploadId/complete", handlers: { post: completeArtistPhotoUpload } },
  { path: "/admin/earnings", handlers: { get: listAdminEarnings } },
  { path: "/admin/earnings.csv", handlers: { get: exportAdminEarnings } },
  // The business at a glance: the day aggregates the orders' events keep.
  { path: "/admin/business", handlers: { get: getBusinessReport } },
  { path: "/admin/business.csv", handlers: { get: exportBusinessReport } },
  // Operations: follow-ups failing or overdue, emails not delivered, orders stuck.
  { path: "/admin/operations", handlers: { get: getOperations } },
  { path: "/admin/operations/summary", handlers: { get: getOperationsSummary } },
  { path: "/admin/operations/follow-ups/:followUpId/retry", handlers: { post: retryFollowUp } },
  { path: "/admin/operations/follow-ups/:followUpId/cancel", handlers: { post: cancelFollowUp } },
  { path: "/admin/operations/mail/:mailId/send-again", handlers: { post: sendMailAgain } },
];
