import { type AdminFulfilment, type CustomerFulfilment, type HandInView, type OrderView } from "@songs/domain";

let counter = 0;

/** An order as its owner sees it; completed with a song unless overridden. */
export function makeOrderView(overrides: Partial<OrderView> = {}): OrderView {
  counter += 1;
  return {
    id: `cs_test_${counter}`,
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
