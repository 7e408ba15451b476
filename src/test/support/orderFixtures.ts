import {
  orderNumber,
  orderStatusFor,
  type AdminFulfilment,
  type CustomerFulfilment,
  type HandInView,
  type OrderAudience,
  type OrderSaid,
  type OrderView,
  type ShipmentViewData,
  type WorkStage,
} from "@songs/domain";

/** The stage a customer's view of the work stands for (the server knows the stage; the fixtures know the view). */
function stageOfView(work: OrderView["work"]): WorkStage | null {
  if (!work) return null;
  if (work.awaitingChoice) return "awaiting_customer";
  return { waiting: "offered", accepted: "in_progress", in_progress: "in_progress", released: "released" }[
    work.progress
  ] as WorkStage;
}

/** What `audience` is told of an order with these facts, as the server says it. */
export function saidOf(
  audience: OrderAudience,
  facts: {
    status: string;
    stage: WorkStage | null;
    revisionRequested?: boolean;
    createdAt: string;
    package: string;
    addOns: readonly string[];
    releasedAt?: string | null;
    hasReview?: boolean;
  },
): OrderSaid {
  return orderStatusFor(audience, {
    status: facts.status,
    revisionRequested: facts.revisionRequested ?? false,
    work: facts.stage ? { stage: facts.stage } : null,
    createdAt: facts.createdAt,
    package: facts.package,
    addOns: facts.addOns,
    releasedAt: facts.releasedAt ?? null,
    hasReview: facts.hasReview ?? false,
  });
}

let counter = 0;

/** An order as its owner sees it; completed with a song unless overridden. */
export function makeOrderView(overrides: Partial<OrderView> = {}): OrderView {
  counter += 1;
  const order: Omit<OrderView, "said"> & { said?: OrderSaid } = {
    id: `cs_test_${counter}`,
    number: "",
    occasion: "wedding",
    genre: "pop",
    artistId: "00000000-0000-4000-8000-000000000001",
    artistName: "Sarah Mitchell",
    recipientName: "Emma",
    story: "We met at a summer festival.",
    keyMoments: "The first dance under the lights.",
    package: "premium",
    addOns: ["rush"],
    totalCents: 7499,
    status: "completed",
    createdAt: "2025-03-04T10:00:00.000Z",
    updatedAt: "2025-03-08T10:00:00.000Z",
    releasedAt: "2025-03-08T10:00:00.000Z",
    downloadedAt: null,
    hasSong: true,
    songVersion: 1,
    revisionRequested: false,
    revisions: [],
    hasReview: false,
    share: null,
    work: null,
    fulfilment: null,
    news: [],
    ...overrides,
  };
  return {
    ...order,
    number: overrides.number ?? orderNumber(order.id),
    said:
      overrides.said ??
      saidOf("customer", {
        ...order,
        stage: order.revisionRequested && order.status === "completed" ? "revision" : stageOfView(order.work),
      }),
  };
}

/** What a hand-in form shows: the song and the lyrics owed, nothing handed in yet. */
export function makeHandInView(overrides: Partial<HandInView> = {}): HandInView {
  return {
    items: ["song", "lyrics"],
    songLength: "3-4 minute song",
    extraVerse: false,
    attached: [],
    latest: { song: null, instrumental: null, lyrics: null },
    versions: [],
    ...overrides,
  };
}

/** What a song package without add-ons owes: the song and its lyrics, both made by the artist. */
const SONG_AND_LYRICS: CustomerFulfilment["deliverables"] = [
  { key: "song", label: "Song", maker: "artist", ships: false },
  { key: "lyrics", label: "Lyrics", maker: "artist", ships: false },
];

/** The customer's side of an order's deliverables: the song and its lyrics. */
export function makeCustomerFulfilment(overrides: Partial<CustomerFulfilment> = {}): CustomerFulfilment {
  return {
    deliverables: SONG_AND_LYRICS,
    hasInstrumental: false,
    instrumentalDownloadedAt: null,
    lyrics: "Verse 1\nWe met at a summer festival",
    shareLyrics: false,
    shipments: [],
    shippingAddress: null,
    canChangeAddress: false,
    ...overrides,
  };
}

/** An order's framed lyrics print, waiting to be made: nothing posted, tracked or refunded. */
export function makeShipment(overrides: Partial<ShipmentViewData> = {}): ShipmentViewData {
  return {
    item: "lyrics_print",
    state: "pending",
    label: "Framed lyrics print",
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
    refundCents: null,
    ...overrides,
  };
}

/** The admins' side of an order's deliverables. */
export function makeAdminFulfilment(overrides: Partial<AdminFulfilment> = {}): AdminFulfilment {
  return {
    deliverables: SONG_AND_LYRICS,
    instrumental: null,
    lyrics: null,
    shipments: [],
    handIn: makeHandInView(),
    ...overrides,
  };
}
