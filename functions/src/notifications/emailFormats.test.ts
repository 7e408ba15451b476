import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECT_IDS, OPERATIONS_LISTS, ORDER_AUDIENCES, type OperationsList } from "@songs/domain";
import { formatSlips } from "../../../tests/support/oneFormat";
import { verificationMail, passwordResetMail } from "./accountMessages";
import { disputeMessages } from "./disputeMessages";
import { giftMessages } from "./giftMessages";
import { artistInviteMail } from "./inviteMessages";
import { occasionReminderMessages } from "./occasionReminderMessages";
import { operationsDigestMail } from "./operationsMessages";
import { adminMessages, artistMessages, customerMessages, type MessageText } from "./orderMessages";
import { orderStatusLines, withOrderStatus } from "./orderStatusLines";
import { privacyMessages } from "./privacyMessages";
import { questionMessages } from "./questionMessages";
import { newSignInMail, passwordChangedMail } from "./securityMessages";
import { shippingMessages, type ShippingNoticeOrder } from "./shippingMessages";
import { songGiftMessages } from "./songGiftMessages";
import { supportMail } from "./supportMessages";

/*
 * Every email the marketplace sends, rendered with figures of 1,000 and more and dates, scanned for
 * the one format (issue 44): money with its thousands separator, dates as "March 4, 2026", never an
 * ISO date or the platform's default date string, and "log in" rather than "sign in".
 */

const site = "https://songs.example";
const trackingNumber = "1Z999AA10123456784";
const at = new Date("2026-12-14T17:05:00Z");
// A large order: $6,365.41 must read with its separator.
const order: ShippingNoticeOrder = {
  id: "cs_test_order",
  occasion: "birthday",
  recipientName: "Emma",
  package: "premium",
  addOns: ["rush", "cd"],
  totalCents: 636541,
  artistName: "Maya Rivers",
  work: { submittedVersions: 2, passedBy: [], stage: "in_progress" },
  status: "completed",
  revisionRequested: false,
  createdAt: new Date("2026-12-01T10:00:00Z"),
  releasedAt: new Date("2026-12-05T10:00:00Z"),
  reviewed: false,
  shipments: [{ item: "cd", carrier: "UPS", trackingNumber }],
};
const gift = {
  orderId: order.id,
  senderName: "Ana Lopez",
  message: "Happy birthday!",
  recipientName: "Emma Stone",
  occasion: "birthday",
  sendAt: at,
  timeZone: "Europe/Dublin",
};
const songGiftCode = "q8Zr2041XbT5";
const phone = "+1 555 0100";

type Rendered = { [name: string]: MessageText };
type EachOf<Messages> = { [Name in keyof Messages]: () => MessageText };

// Typed as one entry per template, so a new email fails to compile here until it is scanned.
const customer: EachOf<typeof customerMessages> = {
  orderConfirmed: () => customerMessages.orderConfirmed(order),
  chooseHowToContinue: () => customerMessages.chooseHowToContinue(order, site),
  songReady: () => customerMessages.songReady(order, site, 2),
  orderCancelled: () => customerMessages.orderCancelled(order, site, true),
};
const artist: EachOf<typeof artistMessages> = {
  offer: () => artistMessages.offer(order, site),
  offerTaken: () => artistMessages.offerTaken(order, site),
  offerWithdrawn: () => artistMessages.offerWithdrawn(order, site),
  assigned: () => artistMessages.assigned(order, site),
  reassigned: () => artistMessages.reassigned(order, site),
  sentBack: () => artistMessages.sentBack(order, site),
  revisionRequested: () => artistMessages.revisionRequested(order, site),
  dueSoon: () => artistMessages.dueSoon(order, site, at),
  orderCancelled: () => artistMessages.orderCancelled(order, site),
};
const admins: EachOf<typeof adminMessages> = {
  needsArtist: () => adminMessages.needsArtist(order, site, "no_fitting_artist"),
  unclaimed: () => adminMessages.unclaimed(order, site),
  overdue: () => adminMessages.overdue(order, site, at),
  refundFailed: () => adminMessages.refundFailed(order, site, "card_declined"),
};
const shipping: EachOf<typeof shippingMessages> = {
  itemShipped: () => shippingMessages.itemShipped(order, site, "cd"),
  itemRefunding: () => shippingMessages.itemRefunding(order, site, "cd", 123456),
  itemRefundFailed: () => shippingMessages.itemRefundFailed(order, site, "cd", "card_declined"),
};
const gifts: EachOf<typeof giftMessages> = {
  arrived: () => giftMessages.arrived(gift, `${site}/gift/abc`),
  waitingForSong: () => giftMessages.waitingForSong(gift, site),
  sentLate: () => giftMessages.sentLate(gift, site),
  opened: () => giftMessages.opened(gift, site),
  thanked: () => giftMessages.thanked(gift, "Thank you so much!", site),
};
const questions: EachOf<typeof questionMessages> = {
  asked: () => questionMessages.asked(order, "Maya Rivers", "What was her first song?", site),
  unansweredReminder: () => questionMessages.unansweredReminder(order, "Maya Rivers", "What was her first song?", site),
  answered: () => questionMessages.answered(order, "What was her first song?", "Yellow", `${site}/studio`),
};
const privacy: EachOf<typeof privacyMessages> = {
  accountDeleted: () => privacyMessages.accountDeleted("ana@example.com", new Date("2027-01-13")),
  dataExportReady: () => privacyMessages.dataExportReady("ana@example.com", `${site}/export`, at),
};
const disputes: EachOf<typeof disputeMessages> = {
  evidenceDue: () =>
    disputeMessages.evidenceDue({ amountCents: 636541, reason: "fraudulent", evidenceDueBy: at }, `${site}/admin`),
};

const emails: Rendered = {
  ...Object.fromEntries(
    Object.entries({ customer, artist, admins, shipping, gifts, questions, privacy, disputes }).flatMap(
      ([group, templates]) =>
        Object.entries(templates as Record<string, () => MessageText>).map(([name, render]) => [
          `${group}.${name}`,
          render(),
        ]),
    ),
  ),
  ...Object.fromEntries(
    ORDER_AUDIENCES.map((audience) => [
      `status lines (${audience})`,
      withOrderStatus({ subject: "", text: "" }, orderStatusLines(audience, order, site)),
    ]),
  ),
  "songGift.arrived": songGiftMessages.arrived(
    { senderName: "Ana", recipientName: "Emma", message: "", package: "premium", validUntil: at },
    `${site}/song-gifts/redeem`,
    songGiftCode,
  ),
  "occasionReminder.comingUp": occasionReminderMessages.comingUp(
    { name: "Mum's birthday", occasion: "birthday", occursOn: "2027-03-14", yearly: true },
    site,
  ),
  verification: verificationMail("ana@example.com", "Ana Lopez", `${site}/verify`),
  passwordReset: passwordResetMail("ana@example.com", `${site}/reset`),
  invite: artistInviteMail("maya@example.com", "Maya Rivers", `${site}/studio/invite/t`, at),
  passwordChanged: passwordChangedMail("ana@example.com", at, site),
  newSignIn: newSignInMail("ana@example.com", at, { ip: "203.0.113.7", userAgent: "Firefox" }, site),
  operationsDigest: operationsDigestMail(
    Object.fromEntries(OPERATIONS_LISTS.map((list) => [list, 1234])) as Record<OperationsList, number>,
    "support@songs.example",
    site,
    at,
  ),
  support: supportMail(
    { fullName: "Ana", email: "ana@example.com", phone, subject: CONTACT_SUBJECT_IDS[0], message: "Hi" },
    "support@songs.example",
  ),
};

describe("every email's numbers, dates and words", () => {
  it.each(Object.entries(emails))("%s: money with separators, long dates, no ISO dates", (_name, email) => {
    expect(formatSlips(`${email.subject}\n${email.text}`, [trackingNumber, songGiftCode, phone])).toEqual([]);
  });

  it.each(Object.entries(emails))("%s: says log in, never sign in", (_name, email) => {
    expect(`${email.subject}\n${email.text}`).not.toMatch(/\bsign(?:s|ed|ing)?[ -]?(?:in|out)\b/i);
  });

  it("writes the large figures and the dates as people read them", () => {
    expect(emails["customer.orderConfirmed"]!.text).toContain("$6,365.41");
    expect(emails["songGift.arrived"]!.text).toContain("until December 14, 2026");
    expect(emails["privacy.accountDeleted"]!.text).toContain("deleted on January 13, 2027");
    expect(emails["occasionReminder.comingUp"]!.subject).toBe("Mum's birthday is coming up on March 14, 2027");
    expect(emails["disputes.evidenceDue"]!.subject).toBe("Dispute evidence due December 14, 2026: $6,365.41");
    expect(emails.operationsDigest!.subject).toContain("(December 14, 2026)");
  });
});

describe("the format scan", () => {
  it("finds each slip it is for, and passes the one format", () => {
    expect(formatSlips("until 2026-12-14, at 2026-12-14T17:05:00.000Z")).toHaveLength(4);
    expect(formatSlips("on 12/14/2026, 5:05:00 PM")).toEqual(["toLocaleString() date: 12/14/2026"]);
    expect(formatSlips("Mon, 14 Dec 2026 17:05:00 GMT")[0]).toMatch(/^toUTCString/);
    expect(formatSlips("a total of $6365.41 from 1200 orders")).toEqual([
      "number of 1,000 or more without a thousands separator: 6365",
      "number of 1,000 or more without a thousands separator: 1200",
    ]);
    expect(formatSlips("$6,365.41 on December 14, 2026, in December 2026: https://x.example/orders/20261214")).toEqual(
      [],
    );
  });
});
