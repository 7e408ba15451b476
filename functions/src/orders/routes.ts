import type { AudienceRoutes } from "../platform/routeTable";
import { changeShippingAddress } from "./changeShippingAddress";
import { createShareLink } from "./createShareLink";
import { downloadInstrumental } from "./downloadInstrumental";
import { downloadSong } from "./downloadSong";
import { getOrder } from "./getOrder";
import { countOpenOrders } from "./countOpenOrders";
import { listOrders } from "./listOrders";
import { markOrderSeen } from "./markOrderSeen";
import { requestRevision } from "./requestRevision";
import { revokeShareLink } from "./revokeShareLink";
import { setLyricsSharing } from "./setLyricsSharing";
import { streamInstrumental } from "./streamInstrumental";
import { streamSong } from "./streamSong";
import { acceptOffer } from "./acceptOffer";
import { advanceShipment } from "./advanceShipment";
import { assignArtist } from "./assignArtist";
import { changeOrderStatus } from "./changeOrderStatus";
import { chooseArtist } from "./chooseArtist";
import { completeSongUpload } from "./completeSongUpload";
import { completeStudioSongUpload } from "./completeStudioSongUpload";
import { createSongPreview } from "./createSongPreview";
import { createSongUpload } from "./createSongUpload";
import { createStudioSongUpload } from "./createStudioSongUpload";
import { declineOffer } from "./declineOffer";
import { getAdminOrder } from "./getAdminOrder";
import { getStudioOrder } from "./getStudioOrder";
import { listAdminOrders } from "./listAdminOrders";
import { listShippingQueue } from "./listShippingQueue";
import { listSongChecks } from "./listSongChecks";
import { listStudioOrders } from "./listStudioOrders";
import { countStudioTabs } from "./countStudioTabs";
import { refundAgain } from "./refundAgain";
import { refundItem } from "./refundItem";
import { releaseAdminsSong } from "./releaseAdminsSong";
import { releaseSongCheck } from "./releaseSongCheck";
import { sendBackSongCheck } from "./sendBackSongCheck";
import { submitStudioVersion } from "./submitStudioVersion";

/**
 * An order's life: the customer's orders (the song's files, the listening link, revisions, the choice
 * of another artist); the artists' offers and work in the studio; the admins' orders, song checks
 * and the physical items they ship.
 */
export const orderRoutes: AudienceRoutes = {
  customer: [
    { path: "/orders", handlers: { get: listOrders } },
    // Before deleting the account: its orders still being made, which the deletion cancels and refunds.
    { path: "/account/open-orders", handlers: { get: countOpenOrders } },
    { path: "/orders/:orderId", handlers: { get: getOrder } },
    { path: "/orders/:orderId/download", handlers: { post: downloadSong } },
    { path: "/orders/:orderId/stream", handlers: { post: streamSong } },
    { path: "/orders/:orderId/share", handlers: { post: createShareLink, delete: revokeShareLink } },
    { path: "/orders/:orderId/revisions", handlers: { post: requestRevision } },
    { path: "/orders/:orderId/seen", handlers: { post: markOrderSeen } },
    // What an order delivers besides the song file: the instrumental, the lyrics, the physical items.
    { path: "/orders/:orderId/instrumental/stream", handlers: { post: streamInstrumental } },
    { path: "/orders/:orderId/instrumental/download", handlers: { post: downloadInstrumental } },
    { path: "/orders/:orderId/shipping-address", handlers: { put: changeShippingAddress } },
    { path: "/orders/:orderId/lyrics-sharing", handlers: { put: setLyricsSharing } },
    { path: "/orders/:orderId/artist-choice", handlers: { post: chooseArtist } },
  ],
  studio: [
    { path: "/studio/orders", handlers: { get: listStudioOrders } },
    { path: "/studio/tab-counts", handlers: { get: countStudioTabs } },
    { path: "/studio/orders/:orderId", handlers: { get: getStudioOrder } },
    { path: "/studio/orders/:orderId/accept", handlers: { post: acceptOffer } },
    { path: "/studio/orders/:orderId/decline", handlers: { post: declineOffer } },
    { path: "/studio/orders/:orderId/song-uploads", handlers: { post: createStudioSongUpload } },
    { path: "/studio/orders/:orderId/song-uploads/:uploadId/complete", handlers: { post: completeStudioSongUpload } },
    { path: "/studio/orders/:orderId/submission", handlers: { post: submitStudioVersion } },
  ],
  admin: [
    { path: "/admin/orders", handlers: { get: listAdminOrders } },
    { path: "/admin/orders/:orderId", handlers: { get: getAdminOrder } },
    { path: "/admin/orders/:orderId/status", handlers: { post: changeOrderStatus } },
    { path: "/admin/orders/:orderId/refund-again", handlers: { post: refundAgain } },
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
  ],
};
