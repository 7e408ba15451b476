import type { RouteTable } from "../http/routeTable";
import { acceptOffer } from "./acceptOffer";
import { chooseArtist } from "./chooseArtist";
import { completeStudioSongUpload } from "./completeStudioSongUpload";
import { createStudioSongUpload } from "./createStudioSongUpload";
import { declineOffer } from "./declineOffer";
import { getStudioOrder } from "./getStudioOrder";
import { listStudioOrders } from "./listStudioOrders";
import { submitStudioVersion } from "./submitStudioVersion";

/** Artists' work on orders: the customer's choice of artist, offers, uploads and submissions to the song check. */
export const studioRoutes: RouteTable = [
  { path: "/orders/:orderId/artist-choice", handlers: { post: chooseArtist } },
  { path: "/studio/orders", handlers: { get: listStudioOrders } },
  { path: "/studio/orders/:orderId", handlers: { get: getStudioOrder } },
  { path: "/studio/orders/:orderId/accept", handlers: { post: acceptOffer } },
  { path: "/studio/orders/:orderId/decline", handlers: { post: declineOffer } },
  { path: "/studio/orders/:orderId/song-uploads", handlers: { post: createStudioSongUpload } },
  { path: "/studio/orders/:orderId/song-uploads/:uploadId/complete", handlers: { post: completeStudioSongUpload } },
  { path: "/studio/orders/:orderId/submission", handlers: { post: submitStudioVersion } },
];
