import { describe, expect, it } from "vitest";
import { VALIDATION } from "./messages";
import { checkStep, draftToOrder, skipArtist, STORY_STEP } from "./orderBuilder";
import { EMPTY_ORDER_DRAFT, type OrderDraft } from "./schemas/order";

const complete: OrderDraft = {
  occasion: "birthday",
  genre: "country",
  artistId: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
  recipientName: "Grandpa Joe",
  story: "He taught me to fish.",
  keyMoments: "",
  package: "basic",
  addOns: ["instrumental"],
};

describe("order builder steps", () => {
  it("requires an occasion on step 1 and a genre on step 2", () => {
    expect(checkStep(1, EMPTY_ORDER_DRAFT).isValid).toBe(false);
    expect(checkStep(1, { ...EMPTY_ORDER_DRAFT, occasion: "wedding" }).isValid).toBe(true);
    expect(checkStep(2, EMPTY_ORDER_DRAFT).isValid).toBe(false);
  });

  it("always lets the artist and review steps pass", () => {
    expect(checkStep(3, EMPTY_ORDER_DRAFT).isValid).toBe(true);
    expect(checkStep(6, EMPTY_ORDER_DRAFT).isValid).toBe(true);
  });

  it("explains what is missing on the story step", () => {
    expect(checkStep(4, { ...EMPTY_ORDER_DRAFT, recipientName: "  ", story: "x".repeat(1001) }).fields).toEqual({
      recipientName: VALIDATION.recipientNameRequired,
      story: VALIDATION.storyTooLong,
    });
  });

  it("requires a package on step 5", () => {
    expect(checkStep(5, EMPTY_ORDER_DRAFT).isValid).toBe(false);
    expect(checkStep(5, { ...EMPTY_ORDER_DRAFT, package: "deluxe" }).isValid).toBe(true);
  });

  it("clears the artist and jumps to the story step when the artist is skipped", () => {
    expect(skipArtist(complete)).toEqual({ draft: { ...complete, artistId: null }, step: STORY_STEP });
  });
});

describe("draftToOrder", () => {
  it("turns a complete draft into the order the checkout accepts", () => {
    const result = draftToOrder(complete);
    expect(result.ok && result.order.artistId).toBe(complete.artistId);
  });

  it("drops a skipped artist instead of sending an empty id", () => {
    const result = draftToOrder({ ...complete, artistId: null });
    expect(result.ok && "artistId" in result.order).toBe(false);
  });

  it("gives the first validation message of an incomplete draft", () => {
    const result = draftToOrder({ ...complete, recipientName: "", story: "" });
    expect(result).toMatchObject({ ok: false, message: VALIDATION.recipientNameRequired });
  });
});
