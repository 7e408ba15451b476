import { type OrderView } from "@songs/domain";

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
    completedAt: "2025-03-08T10:00:00.000Z",
    downloadedAt: null,
    hasSong: true,
    songVersion: 1,
    revisionRequested: false,
    revisions: [],
    hasReview: false,
    share: null,
    work: null,
    ...overrides,
  };
}
