import { describe, expect, it } from "vitest";
import { parseFollowUpAction } from "@songs/domain";
import { pushActionWithoutWords } from "./legacyPushActions";

/** A notification's follow-up as written before it named its records: its words kept for good. */
const withWords = (mailId: string) => ({
  kind: "push_notification",
  mailId,
  uid: "u1",
  title: "Maya asked you a question",
  body: "Is it Zelda or Zel?",
  url: "/dashboard/orders/cs_1",
});

describe("notifications stored with their words", () => {
  it("name the notification their email's id says instead, and read as follow-ups of today", () => {
    const cases: [string, unknown][] = [
      ["song-ready-cs_1-v2", { about: "song_ready", version: 2 }],
      ["work-offer-cs_1-maya", { about: "offer" }],
      ["work-sent-back-cs_1-3", { about: "sent_back" }],
      ["question-asked-4f1c", { about: "question", questionId: "4f1c" }],
      ["question-answered-4f1c", { about: "answer", questionId: "4f1c" }],
      ["gift-opened-cs_1-AbCd", { about: "gift_opened" }],
      ["gift-thanks-cs_1", { about: "gift_thanks" }],
    ];
    for (const [mailId, notice] of cases) {
      const migrated = pushActionWithoutWords(withWords(mailId));
      expect(migrated, mailId).toEqual({ kind: "push_notification", mailId, uid: "u1", notice });
      expect(parseFollowUpAction(migrated).ok, mailId).toBe(true);
    }
  });

  it("leave alone what holds no words (written since, or migrated) and an email id the outbox never wrote", () => {
    const today = {
      kind: "push_notification",
      mailId: "gift-thanks-cs_1",
      uid: "u1",
      notice: { about: "gift_thanks" },
    };
    expect(pushActionWithoutWords(today)).toBeNull();
    expect(pushActionWithoutWords(pushActionWithoutWords(withWords("gift-thanks-cs_1"))!)).toBeNull();
    expect(pushActionWithoutWords(withWords("order-confirmation-cs_1"))).toBeNull();
  });
});
