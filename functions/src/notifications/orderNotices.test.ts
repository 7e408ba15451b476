import { describe, expect, it } from "vitest";
import { orderNumber, type OrderEvent } from "@songs/domain";
import { orderNotices } from "./orderNotices";
import { pushMessages } from "./pushMessages";

const order = {
  id: "cs_1",
  occasion: "birthday",
  recipientName: "Emma",
  package: "premium",
  addOns: ["rush"],
  totalCents: 7499,
  artistName: "Maya Rivers",
  work: { submittedVersions: 2, passedBy: ["maya"], stage: "in_progress" as const },
  status: "in_progress",
  revisionRequested: false,
  createdAt: new Date("2026-03-02T10:00:00Z"),
  releasedAt: null,
  reviewed: false,
};
const site = "https://songs.example";

describe("order notices", () => {
  it("close every email with the order's number, its link and the status its reader sees on screen", () => {
    const events: OrderEvent[] = [{ type: "order_paid" }, { type: "offered", artistIds: ["maya"] }];
    const [toCustomer, toArtist] = orderNotices(events, order, site);
    expect(toCustomer?.message.text).toContain(`Order ${orderNumber("cs_1")}: ${site}/dashboard/orders/cs_1`);
    expect(toCustomer?.message.text).toContain("Status: In Progress. Your artist is writing and recording your song.");
    // Rush: due two days after payment, told in UTC like every email's moment.
    expect(toCustomer?.message.text).toContain("Expected by March 4, 2026 at 10:00 AM (UTC)");
    expect(toArtist?.message.text).toContain("Status: In progress. Make the song and hand it in.");
    expect(toArtist?.message.text).toContain("Due by March 4, 2026");
    expect(toCustomer?.message.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("send each event's emails to the people it concerns, under ids that make a repeat the same email", () => {
    const events: OrderEvent[] = [
      { type: "order_paid" },
      { type: "offered", artistIds: ["maya", "sofia"] },
      { type: "order_cancelled", byCustomer: false, refunding: true, artistId: "maya" },
      { type: "assigned", artistId: "sofia", previousArtistId: "maya" },
      { type: "revision_requested", artistId: null, count: 1 },
    ];
    const notices = orderNotices(events, order, site);
    expect(notices.map((notice) => [notice.id, notice.to])).toEqual([
      ["order-confirmation-cs_1", { role: "customer" }],
      ["work-offer-cs_1-maya", { role: "artist", artistId: "maya" }],
      ["work-offer-cs_1-sofia", { role: "artist", artistId: "sofia" }],
      ["order-cancelled-cs_1", { role: "customer" }],
      ["work-cancelled-cs_1-maya", { role: "artist", artistId: "maya" }],
      ["work-assigned-cs_1-sofia", { role: "artist", artistId: "sofia" }],
      ["work-reassigned-cs_1-maya", { role: "artist", artistId: "maya" }],
    ]);
    expect(orderNotices(events, order, site).map((notice) => notice.id)).toEqual(notices.map((notice) => notice.id));
  });

  it("put a notification on the phone beside the song ready, a new offer and the song check's answer, named by ids", () => {
    const notices = orderNotices(
      [
        { type: "song_released", version: 2 },
        { type: "offered", artistIds: ["maya"] },
        { type: "song_sent_back", artistId: "maya" },
        { type: "order_paid" },
      ] as OrderEvent[],
      order,
      site,
    );
    // The notification's words are composed when it is sent (orderPushes.ts): the notice names it only.
    expect(notices.map((notice) => notice.push ?? null)).toEqual([
      { about: "song_ready", version: 2 },
      { about: "offer" },
      { about: "sent_back" },
      null,
    ]);
  });

  it("word the notifications with the order, a line or two each", () => {
    expect(pushMessages.songReady(order, false)).toEqual({
      title: "Your song is ready",
      body: "The song for Emma is ready. Tap to listen to it.",
    });
    expect(pushMessages.offer(order)).toEqual({
      title: "New song offer",
      body: expect.stringContaining("The Birthday song for Emma. Accept or decline it within"),
    });
    expect(pushMessages.sentBack(order)).toEqual({
      title: "Changes asked in the song check",
      body: "The Birthday song for Emma: read the notes and submit again.",
    });
    expect(pushMessages.question("Maya", "x".repeat(300)).body).toHaveLength(140);
  });

  it("word them with the order and the links the reader needs", () => {
    const [offer] = orderNotices([{ type: "offered", artistIds: ["maya"] }], order, site);
    expect(offer?.message.subject).toBe("New song offer: the Birthday song for Emma");
    expect(offer?.message.text).toContain(`${site}/studio/orders/cs_1`);
    const [cancelled] = orderNotices(
      [{ type: "order_cancelled", byCustomer: true, refunding: true, artistId: null }],
      order,
      site,
    );
    expect(cancelled?.message.text).toContain("$74.99 is being refunded");
    const [overdue] = orderNotices([{ type: "overdue", dueAt: new Date("2026-03-04T05:06:07Z") }], order, site);
    expect(overdue).toMatchObject({ id: "work-overdue-cs_1", to: { role: "admins" } });
    expect(overdue?.message.text).toContain("March 4, 2026 at 5:06 AM (UTC)");
  });
});
