import { describe, expect, it } from "vitest";
import { orderNewsOf, orderNewsText } from "./orderNews";

const at = (iso: string) => new Date(iso);

describe("what is new on an order for its customer", () => {
  it("lists a waiting question, a song version not seen, the reply and the gift opened, in the card's words", () => {
    const news = orderNewsOf(
      {
        question: { name: "Maya Rivers", at: at("2026-05-01T10:00:00Z"), open: 1 },
        giftOpened: { name: "Anna Smith", at: at("2026-05-02T10:00:00Z") },
        giftThanked: { name: "Anna Smith", at: at("2026-05-02T11:00:00Z") },
        seenAt: null,
        seenSongVersion: 0,
      },
      { version: 1, isDownloaded: false },
    );
    expect(news.map(orderNewsText)).toEqual([
      "Maya asked you a question",
      "Your song is ready",
      "Anna replied",
      "Opened by Anna",
    ]);
  });

  it("drops what the customer saw when they last opened the details, but keeps a question until it is answered", () => {
    const seen = {
      question: { name: "Maya Rivers", at: at("2026-05-01T10:00:00Z"), open: 1 },
      giftOpened: { name: "Anna", at: at("2026-05-02T10:00:00Z") },
      seenAt: at("2026-05-03T00:00:00Z"),
      seenSongVersion: 2,
    };
    expect(orderNewsOf(seen, { version: 2, isDownloaded: true }).map((item) => item.kind)).toEqual(["question"]);
    expect(
      orderNewsOf({ ...seen, question: { ...seen.question, open: 0 } }, { version: 3, isDownloaded: true }).map(
        orderNewsText,
      ),
    ).toEqual(["Your song is ready"]);
    // A song downloaded before the details were ever opened (an order from before this news) is not news.
    expect(orderNewsOf({ seenAt: null, seenSongVersion: 0 }, { version: 1, isDownloaded: true })).toEqual([]);
    expect(orderNewsOf({ seenAt: null, seenSongVersion: 0 }, { version: 0, isDownloaded: false })).toEqual([]);
  });
});
