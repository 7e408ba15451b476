import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { ORDER_SONGS_BUCKET } from "../../functions/src/orders";
import {
  emptyWork,
  type ItemFile,
  type LifecycleOrder,
  type OrderWork,
  type PostalAddress,
  type Shipment,
  type WorkStage,
} from "@songs/domain";
import { DEMO_SONG_SECONDS, synthesizeSong } from "./audio";
import { seedArtistId } from "./artists";
import { demoLyrics } from "./demoLyrics";
import { seedUuid } from "./ids";
import { seedOrder, seedOrderSongPath, type SeedOrder } from "./orders";

/**
 * Orders that owe everything the catalogue sells besides the song (the Deluxe Package's CD, the
 * Instrumental Version and the Framed Lyrics Print), one in each state of their items: awaiting the
 * artist's items (the song uploaded, the instrumental and lyrics still missing), in the song check,
 * released with the print and CD to make, and shipped with tracking numbers.
 */
type ItemsState = "awaiting_items" | "in_check" | "released" | "shipped";

interface DeliverableSeedOrder extends SeedOrder {
  items: ItemsState;
}

const base: Pick<SeedOrder, "status" | "artistSlug" | "genre" | "package" | "addOns" | "keyMoments"> = {
  status: "in_progress",
  artistSlug: "maya-rivers",
  genre: "pop",
  package: "deluxe",
  addOns: ["instrumental", "lyrics-print"],
  keyMoments: "",
};

export const DELIVERABLE_SEED_ORDERS: readonly DeliverableSeedOrder[] = [
  {
    ...base,
    id: "deluxe-order-awaiting-items",
    items: "awaiting_items",
    occasion: "anniversary",
    recipientName: "Iris and Tom",
    story: "Forty years married, and Tom still leaves a note in Iris's coat pocket every morning.",
    day: 330,
  },
  {
    ...base,
    id: "deluxe-order-in-check",
    items: "in_check",
    artistSlug: "sofia-alvarez",
    occasion: "wedding",
    recipientName: "Chloe and Ben",
    story: "They met on a ferry to Skye and got engaged on the way back.",
    day: 329,
    song: { key: 65, bpm: 96 },
  },
  {
    ...base,
    id: "deluxe-order-released",
    items: "released",
    status: "completed",
    occasion: "birthday",
    recipientName: "Ruth Adeyemi",
    story: "Ruth turns sixty and has run the village choir for thirty of those years.",
    day: 325,
    song: { key: 62, bpm: 104 },
  },
  {
    ...base,
    id: "deluxe-order-shipped",
    items: "shipped",
    status: "completed",
    artistSlug: "sofia-alvarez",
    occasion: "graduation",
    recipientName: "Leo Martins",
    story: "Leo finished his engineering degree while caring for his little brothers.",
    day: 315,
    song: { key: 57, bpm: 118 },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const STAGES: Record<ItemsState, WorkStage> = {
  awaiting_items: "in_progress",
  in_check: "song_check",
  released: "released",
  shipped: "released",
};

const address = (name: string): PostalAddress => ({
  name,
  line1: "12 Orchard Lane",
  line2: null,
  city: "Portland",
  postalCode: "97205",
  state: "OR",
  country: "US",
});

const songFile = (order: SeedOrder): ItemFile => ({
  path: seedOrderSongPath(order),
  contentType: "audio/wav",
  fileName: `${order.recipientName} - final mix.wav`,
});
const instrumentalPath = (order: SeedOrder) => `${seedUuid(`instrumental:${order.id}`)}.wav`;
const instrumentalFile = (order: SeedOrder): ItemFile => ({
  path: instrumentalPath(order),
  contentType: "audio/wav",
  fileName: `${order.recipientName} - instrumental.wav`,
});

function shipment(item: Shipment["item"], fields: Partial<Shipment>): Shipment {
  return {
    item,
    state: "pending",
    madeAt: null,
    shippedAt: null,
    deliveredAt: null,
    carrier: null,
    trackingNumber: null,
    refundCents: null,
    refundRequestedAt: null,
    refundRecorded: false,
    refundFailure: null,
    ...fields,
  };
}

/** The work and items of the order in its state, as the lifecycle would have left them. */
function lifecycleOf(order: DeliverableSeedOrder): Partial<LifecycleOrder> {
  const artistId = seedArtistId(order.artistSlug ?? "");
  const at = new Date();
  const released = order.items === "released" || order.items === "shipped";
  const lyrics = demoLyrics(order);
  const handedIn = order.items !== "awaiting_items";
  const work: OrderWork = {
    ...emptyWork(STAGES[order.items]),
    firstOfferedAt: at,
    artistId,
    acceptedAt: at,
    submittedVersions: handedIn ? 1 : 0,
    // Awaiting items: the artist uploaded the song; the instrumental and the lyrics are still to come.
    attached: handedIn
      ? []
      : [
          {
            ...songFile(order),
            path: seedOrderSongPath({ ...order, id: `${order.id}-draft` }),
            item: "song",
            by: "artist",
            attachedAt: at,
          },
        ],
    versions: handedIn
      ? [
          { item: "song", number: 1, file: songFile(order), lyrics: null, by: "artist", at },
          { item: "instrumental", number: 1, file: instrumentalFile(order), lyrics: null, by: "artist", at },
          { item: "lyrics", number: 1, file: null, lyrics, by: "artist", at },
        ]
      : [],
    submission:
      order.items === "in_check"
        ? { items: { song: songFile(order), instrumental: instrumentalFile(order), lyrics }, submittedAt: at }
        : null,
  };
  const shipped = order.items === "shipped";
  return {
    // Orders still in work were paid yesterday, so their due dates and follow-ups lie ahead when the stack starts.
    ...(released ? {} : { createdAt: new Date(at.getTime() - DAY_MS) }),
    work,
    shippingAddress: address(order.recipientName),
    ...(released
      ? { instrumental: instrumentalFile(order), lyrics }
      : { songPath: null, songContentType: null, songVersion: 0, releasedAt: null }),
    shipments: shipped
      ? [
          shipment("lyrics_print", {
            state: "shipped",
            madeAt: at,
            shippedAt: at,
            carrier: "USPS",
            trackingNumber: "9400 1000 0000 0000 0000 01",
          }),
          shipment("cd", {
            state: "delivered",
            madeAt: at,
            shippedAt: at,
            deliveredAt: at,
            carrier: "UPS",
            trackingNumber: "1Z999AA10123456784",
          }),
        ]
      : [],
  };
}

export function seedDeliverableOrders(db: Firestore, batch: WriteBatch): void {
  for (const order of DELIVERABLE_SEED_ORDERS) seedOrder(db, batch, order, lifecycleOf(order));
}

/** The songs, the awaiting order's uploaded draft and the instrumental versions, written once. */
export async function seedDeliverableOrderFiles(blobs: BlobStore): Promise<void> {
  await Promise.all(
    DELIVERABLE_SEED_ORDERS.flatMap((order) => {
      const music = order.song ?? { key: 60, bpm: 100 };
      const files: [string, Parameters<typeof synthesizeSong>[0]][] = [
        [
          seedOrderSongPath(order.items === "awaiting_items" ? { ...order, id: `${order.id}-draft` } : order),
          { ...music, seed: order.id, seconds: DEMO_SONG_SECONDS },
        ],
      ];
      if (order.items !== "awaiting_items")
        files.push([
          instrumentalPath(order),
          { ...music, minor: true, seed: `${order.id}-instrumental`, seconds: DEMO_SONG_SECONDS },
        ]);
      return files.map(async ([path, spec]) => {
        if (!(await blobs.stat(ORDER_SONGS_BUCKET, path)))
          await blobs.write(ORDER_SONGS_BUCKET, path, synthesizeSong(spec), "audio/wav");
      });
    }),
  );
}
