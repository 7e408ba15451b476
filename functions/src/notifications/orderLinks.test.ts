import { describe, expect, it } from "vitest";
import { orderNumber, type OrderEvent } from "@songs/domain";
import { giftMessages, type NoticeGift } from "./giftMessages";
import { orderNotices } from "./orderNotices";
import { questionMessages } from "./questionMessages";

const site = "https://songs.example";
const order = {
  id: "cs_7",
  occasion: "wedding",
  recipientName: "Anna",
  package: "premium",
  addOns: ["lyrics_print"],
  totalCents: 9999,
  artistName: "Maya Rivers",
  work: { submittedVersions: 1, passedBy: [], stage: "released" as const },
  status: "completed",
  revisionRequested: false,
  createdAt: new Date("2026-03-02T10:00:00Z"),
  releasedAt: new Date("2026-03-05T10:00:00Z"),
  reviewed: false,
  shipments: [{ item: "lyrics_print" as const, carrier: "UPS", trackingNumber: "1Z999" }],
};
const customerLink = `${site}/dashboard/orders/cs_7`;
const studioLink = `${site}/studio/orders/cs_7`;

/** Every event whose emails concern the order's ongoing life, and whom each is for. */
const EVENTS: OrderEvent[] = [
  { type: "offered", artistIds: ["maya"] },
  { type: "assigned", artistId: "maya", previousArtistId: null },
  { type: "song_released", version: 1 },
  { type: "song_released", version: 2 },
  { type: "revision_requested", artistId: "maya", count: 1 },
  { type: "order_cancelled", byCustomer: true, refunding: true, artistId: null },
  { type: "item_shipped", item: "lyrics_print" },
  { type: "item_refunding", item: "lyrics_print", amountCents: 2500 },
];

describe("the links of the emails about an order", () => {
  it("open the order's details on the customer's dashboard, and the order itself in the artist's studio", () => {
    const notices = orderNotices(EVENTS, order, site);
    const customerNotices = notices.filter((notice) => notice.to.role === "customer");
    const artistNotices = notices.filter((notice) => notice.to.role === "artist");
    expect(customerNotices.length).toBeGreaterThanOrEqual(5);
    expect(artistNotices.length).toBeGreaterThanOrEqual(3);
    for (const notice of customerNotices) {
      expect(notice.message.text, notice.id).toContain(customerLink);
      expect(notice.message.text, notice.id).not.toMatch(/\/dashboard(\s|$)/);
    }
    for (const notice of artistNotices) expect(notice.message.text, notice.id).toContain(studioLink);
  });

  it("name the order to the admins by its short number, with a link that opens it, never by its id", () => {
    const paid = { ...order, id: "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghijklmnop" };
    const adminEvents: OrderEvent[] = [
      { type: "queued_for_admins", reason: "chosen_artist_not_in_studio" },
      { type: "queued_for_admins", reason: "no_fitting_artist" },
      { type: "unclaimed_too_long" },
      { type: "overdue", dueAt: new Date("2026-03-04T10:00:00Z") },
      { type: "refund_failed", reason: "charge_disputed" },
      { type: "refund_failed", reason: "charge_disputed", item: "lyrics_print" },
    ];
    const notices = orderNotices(adminEvents, paid, site);
    expect(notices.map((notice) => notice.to.role)).toEqual(adminEvents.map(() => "admins"));
    const link = `${site}/admin/orders?order=${paid.id}`;
    for (const notice of notices) {
      const { subject, text } = notice.message;
      expect(text, notice.id).toContain(orderNumber(paid.id));
      expect(text, notice.id).toContain(link);
      // The id only inside the link, which the admin follows rather than reads.
      expect(`${subject}\n${text}`.split(link).join(""), notice.id).not.toContain(paid.id);
    }
  });

  it("send the customer of a gift and of a question to the order", () => {
    const gift: NoticeGift = {
      orderId: "cs_7",
      senderName: "Sam",
      message: "",
      recipientName: "Anna",
      occasion: "wedding",
      sendAt: new Date("2026-06-01T08:00:00Z"),
      timeZone: "Europe/Paris",
    };
    const giftMails = [
      giftMessages.waitingForSong(gift, site),
      giftMessages.sentLate(gift, site),
      giftMessages.opened(gift, site),
      giftMessages.thanked(gift, "Thank you!", site),
    ];
    for (const mail of giftMails) expect(mail.text, mail.subject).toContain(customerLink);
    expect(questionMessages.asked(order, "Maya Rivers", "How is Anna's name said?", site).text).toContain(customerLink);
  });
});
