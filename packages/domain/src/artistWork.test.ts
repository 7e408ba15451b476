import { describe, expect, it } from "vitest";
import {
  canMoveWork,
  customerWorkProgress,
  firstOffer,
  passOffer,
  settleOffer,
  studioTabOf,
  type OrderWork,
} from "./artistWork";
import { canTransition } from "./orderStatus";
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS } from "./studio";

const paidAt = new Date("2026-03-01T10:00:00Z");
const after = (ms: number) => new Date(paidAt.getTime() + ms);

describe("offers", () => {
  it("offers a chosen artist's order to that artist only, and an any-artist order to every candidate", () => {
    expect(firstOffer("maya", ["maya", "sofia"], paidAt)).toMatchObject({ stage: "offered", offeredTo: ["maya"], offeredAt: paidAt });
    expect(firstOffer(null, ["maya", "sofia"], paidAt)).toMatchObject({ stage: "offered", offeredTo: ["maya", "sofia"] });
    expect(firstOffer(null, [], paidAt)).toMatchObject({ stage: "unclaimed", offeredTo: [], firstOfferedAt: paidAt });
  });

  it("keeps an any-artist offer open to the others when one declines, then re-offers to fitting artists who have not passed", () => {
    const offered = firstOffer(null, ["a", "b"], paidAt);
    const afterA = passOffer(offered, ["a"], after(1000), ["a", "b", "c"]);
    expect(afterA).toMatchObject({ stage: "offered", offeredTo: ["b"], passedBy: ["a"], offeredAt: paidAt });
    const afterB = passOffer(afterA, ["b"], after(2000), ["a", "b", "c"]);
    expect(afterB).toMatchObject({ stage: "offered", offeredTo: ["c"], passedBy: ["a", "b"], offeredAt: after(2000) });
    expect(passOffer(afterB, ["c"], after(3000), ["a", "b", "c"])).toMatchObject({ stage: "unclaimed", offeredTo: [] });
  });

  it("asks the customer when the artist they chose declines", () => {
    const declined = passOffer(firstOffer("maya", [], paidAt), ["maya"], after(1000), ["maya", "sofia"]);
    expect(declined).toMatchObject({ stage: "awaiting_customer", offeredTo: [], passedBy: ["maya"] });
  });
});

describe("settleOffer (the clock passed in)", () => {
  const candidates = ["a", "b", "c"];

  it("changes nothing before the offer's time is up", () => {
    const work = firstOffer(null, ["a", "b"], paidAt);
    const settled = settleOffer(work, after(OFFER_LAPSE_MS - 1), candidates);
    expect(settled).toMatchObject({ changed: false, newlyOffered: [], alertAdmins: false, customerAsked: false });
    expect(settled.work).toBe(work);
  });

  it("treats a lapsed offer as declined by everyone it was open to and moves it on from the moment it lapsed", () => {
    const settled = settleOffer(firstOffer(null, ["a", "b"], paidAt), after(OFFER_LAPSE_MS), candidates);
    expect(settled.changed).toBe(true);
    expect(settled.newlyOffered).toEqual(["c"]);
    expect(settled.work).toMatchObject({ stage: "offered", offeredTo: ["c"], passedBy: ["a", "b"], offeredAt: after(OFFER_LAPSE_MS) });
  });

  it("applies every lapse that time allows, then alerts the admins once after 72 hours", () => {
    const settled = settleOffer(firstOffer(null, ["a"], paidAt), after(UNCLAIMED_ALERT_MS), candidates);
    expect(settled.work).toMatchObject({ stage: "unclaimed", passedBy: ["a", "b", "c"], unclaimedAlertedAt: after(UNCLAIMED_ALERT_MS) });
    expect(settled.alertAdmins).toBe(true);
    const again = settleOffer(settled.work, after(UNCLAIMED_ALERT_MS + 1000), candidates);
    expect(again).toMatchObject({ changed: false, alertAdmins: false });
  });

  it("asks the customer when their chosen artist lets the offer lapse", () => {
    const settled = settleOffer(firstOffer("maya", [], paidAt), after(OFFER_LAPSE_MS + 5), ["maya", "sofia"]);
    expect(settled).toMatchObject({ customerAsked: true, newlyOffered: [] });
    expect(settled.work).toMatchObject({ stage: "awaiting_customer", passedBy: ["maya"] });
  });

  it("leaves accepted work alone however late it is read", () => {
    const accepted: OrderWork = { ...firstOffer("maya", [], paidAt), stage: "in_progress", artistId: "maya", offeredTo: [] };
    expect(settleOffer(accepted, after(UNCLAIMED_ALERT_MS * 2), candidates).changed).toBe(false);
  });
});

describe("moves and tabs", () => {
  it("allows each move only from its stages", () => {
    expect(canMoveWork("offered", "accept")).toBe(true);
    expect(canMoveWork("in_progress", "accept")).toBe(false);
    expect(canMoveWork("in_review", "submit")).toBe(false);
    expect(canMoveWork("returned", "submit")).toBe(true);
    expect(canMoveWork("revision", "submit")).toBe(true);
    expect(canMoveWork("in_progress", "release")).toBe(false);
    expect(canMoveWork("delivered", "request_revision")).toBe(true);
    expect(canMoveWork("delivered", "assign")).toBe(false);
  });

  it("lets an artist's accept move a paid order to in progress, and nothing else", () => {
    expect(canTransition("paid", "in_progress", "artist")).toBe(true);
    expect(canTransition("paid", "completed", "artist")).toBe(false);
    expect(canTransition("in_progress", "cancelled", "artist")).toBe(false);
  });

  it("puts an order under the artist's tab only when it is offered to or taken by them", () => {
    const offered = firstOffer(null, ["a", "b"], paidAt);
    expect(studioTabOf(offered, "a")).toBe("offered");
    expect(studioTabOf(offered, "z")).toBeNull();
    const taken: OrderWork = { ...offered, stage: "in_review", artistId: "a", offeredTo: [] };
    expect(studioTabOf(taken, "a")).toBe("in_progress");
    expect(studioTabOf(taken, "b")).toBeNull();
    expect(studioTabOf({ ...taken, stage: "revision" }, "a")).toBe("revisions");
    expect(studioTabOf({ ...taken, stage: "delivered" }, "a")).toBe("delivered");
  });

  it("shows the customer progress without the quality check's own states", () => {
    const taken: OrderWork = { ...firstOffer("a", [], paidAt), artistId: "a" };
    expect(customerWorkProgress(taken)).toBe("waiting");
    expect(customerWorkProgress({ ...taken, stage: "in_progress" })).toBe("accepted");
    expect(customerWorkProgress({ ...taken, stage: "returned" })).toBe("in_progress");
    expect(customerWorkProgress({ ...taken, stage: "delivered" })).toBe("delivered");
  });
});
