import { describe, expect, it } from "vitest";
import { NOTHING_SEEN, orderNewsOf, orderNewsText, withMoment } from "./orderNews";

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

describe("a moment recorded on an order's news", () => {
  const asked = at("2026-05-01T10:00:00Z");
  const answered = at("2026-05-01T12:00:00Z");

  it("keeps the last asker of a question, and how many stay open once one is answered", () => {
    const open = withMoment(NOTHING_SEEN, { kind: "questions_open", open: 1, askedBy: "Maya Rivers" }, asked);
    expect(open.question).toEqual({ name: "Maya Rivers", at: asked, open: 1 });
    const closed = withMoment(open, { kind: "questions_open", open: 0 }, answered);
    expect(closed.question).toEqual({ name: "Maya Rivers", at: asked, open: 0 });
    expect(orderNewsOf(closed, { version: 0, isDownloaded: false })).toEqual([]);
  });

  it("records the gift opened and answered with who and when, and leaves what was seen", () => {
    const seen = { seenAt: asked, seenSongVersion: 1 };
    const news = withMoment(
      withMoment(seen, { kind: "gift_opened", name: "Anna" }, answered),
      {
        kind: "gift_thanked",
        name: "Anna",
      },
      answered,
    );
    expect(news).toEqual({
      ...seen,
      giftOpened: { name: "Anna", at: answered },
      giftThanked: { name: "Anna", at: answered },
    });
    expect(orderNewsOf(news, { version: 1, isDownloaded: true }).map((item) => item.kind)).toEqual([
      "gift_thanked",
      "gift_opened",
    ]);
  });

  it("answers a question nobody asked (a moment from before the asker was kept) with nothing", () => {
    expect(withMoment(NOTHING_SEEN, { kind: "questions_open", open: 0 }, answered)).toEqual(NOTHING_SEEN);
  });
});
