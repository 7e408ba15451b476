import { describe, expect, it } from "vitest";
import {
  artistItemsOf,
  deliverablesOf,
  missingItemsButtonLabel,
  missingItemsMessage,
  needsShippingAddress,
  normalizeLyrics,
  physicalItemsOf,
  refundTooLargeMessage,
  songSpecOf,
  trackingUrl,
} from "./deliverables";

describe("what an order owes", () => {
  it("is the song and the lyrics for any package, made by the artist, shipping nothing", () => {
    expect(deliverablesOf({ package: "basic", addOns: [] })).toEqual([
      { key: "song", label: "Song", maker: "artist", ships: false, reason: "Every order" },
      { key: "lyrics", label: "Lyrics", maker: "artist", ships: false, reason: "Every order" },
    ]);
    expect(needsShippingAddress({ package: "premium", addOns: ["rush", "extra-verse", "instrumental"] })).toBe(false);
  });

  it("adds the instrumental for its add-on, the framed print (print shop) for its add-on and the CD (admins) for Deluxe", () => {
    const order = { package: "deluxe", addOns: ["instrumental", "lyrics-print"] };
    expect(deliverablesOf(order).map((item) => [item.key, item.maker, item.ships])).toEqual([
      ["song", "artist", false],
      ["instrumental", "artist", false],
      ["lyrics", "artist", false],
      ["lyrics_print", "print_shop", true],
      ["cd", "admins", true],
    ]);
    expect(artistItemsOf(order)).toEqual(["song", "instrumental", "lyrics"]);
    expect(physicalItemsOf(order)).toEqual(["lyrics_print", "cd"]);
    expect(needsShippingAddress({ package: "basic", addOns: ["lyrics-print"] })).toBe(true);
    expect(needsShippingAddress({ package: "deluxe", addOns: [] })).toBe(true);
  });

  it("tells the brief the song's length and the extra verse", () => {
    expect(songSpecOf({ package: "premium", addOns: ["extra-verse"] })).toEqual({
      length: "3-4 minute song",
      extraVerse: true,
    });
    expect(songSpecOf({ package: "basic", addOns: [] })).toEqual({ length: "2-3 minute song", extraVerse: false });
  });
});

describe("the words of a delivery", () => {
  it("names what is missing", () => {
    expect(missingItemsMessage(["instrumental", "lyrics"])).toBe(
      "Add the instrumental version and the lyrics before submitting.",
    );
    expect(missingItemsMessage(["song", "instrumental", "lyrics"], "delivering")).toBe(
      "Add the song, the instrumental version and the lyrics before delivering.",
    );
    expect(missingItemsButtonLabel(["lyrics"])).toBe("Add the lyrics to submit");
    expect(refundTooLargeMessage("cd")).toBe("A refund of the CD can be at most $15.00.");
  });

  it("keeps lyrics as plain lines: sections as typed, line ends and extra blank lines tidied", () => {
    expect(normalizeLyrics("\r\n\r\n[Verse 1]  \r\nLine one\t\r\n\r\n\r\n\r\nChorus:\nLa la\n\n")).toBe(
      "[Verse 1]\nLine one\n\nChorus:\nLa la",
    );
  });

  it("links the tracking number for well-known carriers only", () => {
    expect(trackingUrl("USPS", "9400 1000 0000")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=940010000000",
    );
    expect(trackingUrl("Bob's Couriers", "X1")).toBeNull();
  });
});
