import type { RouteTable } from "../http/routeTable";
import { changeShippingAddress } from "./changeShippingAddress";
import { createShareLink } from "./createShareLink";
import { downloadInstrumental } from "./downloadInstrumental";
import { downloadSong } from "./downloadSong";
import { getOrder } from "./getOrder";
import { listOrders } from "./listOrders";
import { markOrderSeen } from "./markOrderSeen";
import { requestRevision } from "./requestRevision";
import { revokeShareLink } from "./revokeShareLink";
import { setLyricsSharing } from "./setLyricsSharing";
import { streamInstrumental } from "./streamInstrumental";
import { streamSong } from "./streamSong";

/** The customer's orders: reading them, the song's files and listening link, revisions. */
export const orderRoutes: RouteTable = [
  { path: "/orders", handlers: { get: listOrders } },
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
];
