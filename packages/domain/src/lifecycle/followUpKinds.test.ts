import { describe, expect, it } from "vitest";
import { MAX_GIFT_SCHEDULE_DAYS } from "../gifts/gifts";
import {
  FOLLOW_UP_KIND_NAMES,
  FOLLOW_UP_KINDS,
  FOLLOW_UP_TASK_HORIZON_MS,
  FOLLOW_UP_TASK_RETRY,
  followUpId,
  followUpLabel,
  isWithinTaskHorizon,
  parseFollowUpAction,
  type FollowUpAction,
} from "./followUpKinds";

const DAY_MS = 24 * 60 * 60 * 1000;
const at = new Date("2026-05-01T09:00:00.000Z");

/** One example of every kind's action: a kind added to the table without one here fails to compile. */
const EXAMPLES: { [Kind in FollowUpAction["kind"]]: Extract<FollowUpAction, { kind: Kind }> } = {
  lapse_offer: { kind: "lapse_offer", offeredAt: at },
  alert_unclaimed: { kind: "alert_unclaimed" },
  remind_artist: { kind: "remind_artist", artistId: "maya" },
  alert_overdue: { kind: "alert_overdue" },
  refund: { kind: "refund" },
  refund_item: { kind: "refund_item", item: "cd", amountCents: 2500 },
  song_released: { kind: "song_released", version: 2 },
  send_gift: { kind: "send_gift", sendAt: at },
  send_song_gift: { kind: "send_song_gift", sendAt: at },
  remind_question: { kind: "remind_question", questionId: "q1" },
  remind_occasion: { kind: "remind_occasion", reminderId: "r1", occursOn: "2027-03-14" },
  erase_account: { kind: "erase_account", uid: "u1" },
  purge_account_files: { kind: "purge_account_files", uid: "u1", notBefore: at },
  forget_account_mail: { kind: "forget_account_mail", uid: "u1", notBefore: at },
  build_data_export: { kind: "build_data_export", uid: "u1", requestedAt: at },
  transfer_share: { kind: "transfer_share", artistId: "maya", paymentIntentId: "pi_1" },
  reverse_share: { kind: "reverse_share", artistId: "maya" },
  transfer_owed: { kind: "transfer_owed", artistId: "maya", readyAt: at },
  remind_dispute_evidence: { kind: "remind_dispute_evidence", disputeId: "du_1", dueBy: at },
  close_books_day: { kind: "close_books_day", day: "2026-12-06" },
  check_money_day: { kind: "check_money_day", day: "2026-12-06" },
  money_difference: {
    kind: "money_difference",
    rule: "order_split",
    day: "2026-12-06",
    chargeId: "ch_1",
  },
  push_notification: {
    kind: "push_notification",
    mailId: "song-ready-o1-v1",
    uid: "u1",
    notice: { about: "song_ready", version: 1 },
  },
};

describe("the follow-up table", () => {
  it("gives each kind one id per order and purpose, as the stored follow-ups have always been named", () => {
    expect(followUpId("o1", EXAMPLES.lapse_offer)).toBe(`o1-lapse-${at.getTime()}`);
    expect(followUpId("o1", EXAMPLES.remind_artist)).toBe("o1-reminder-maya");
    expect(followUpId("o1", EXAMPLES.alert_unclaimed)).toBe("o1-unclaimed");
    expect(followUpId("o1", EXAMPLES.alert_overdue)).toBe("o1-overdue");
    expect(followUpId("o1", EXAMPLES.refund)).toBe("o1-refund");
    expect(followUpId("o1", EXAMPLES.refund_item)).toBe("o1-refund-cd");
    expect(followUpId("o1", EXAMPLES.song_released)).toBe("o1-released-v2");
    expect(followUpId("o1", EXAMPLES.send_gift)).toBe(`o1-gift-${at.getTime()}`);
    expect(followUpId("o1", EXAMPLES.remind_question)).toBe("o1-question-q1");
    // One transfer and one reversal per order, whatever asks for them again.
    expect(followUpId("o1", EXAMPLES.transfer_share)).toBe("o1-transfer");
    expect(followUpId("o1", EXAMPLES.reverse_share)).toBe("o1-reverse-transfer");
    // An artist's owed shares: one per time their account became ready, whatever the subject.
    expect(followUpId("artist-maya", EXAMPLES.transfer_owed)).toBe(`artist-maya-owed-${at.getTime()}`);
    // The books: one close per UTC day.
    expect(followUpId("books", EXAMPLES.close_books_day)).toBe("books-2026-12-06-close");
    expect(followUpId("books", EXAMPLES.check_money_day)).toBe("books-2026-12-06-money");
    // A money difference: one per subject and rule.
    expect(followUpId("o1", EXAMPLES.money_difference)).toBe("o1-money-order_split");
    const ids = FOLLOW_UP_KIND_NAMES.map((kind) => followUpId("o1", EXAMPLES[kind]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads back every kind's action as it was written, and gives every kind a label", () => {
    for (const kind of FOLLOW_UP_KIND_NAMES) {
      expect(parseFollowUpAction(EXAMPLES[kind])).toEqual({ ok: true, action: EXAMPLES[kind] });
      expect(followUpLabel(kind)).toBe(FOLLOW_UP_KINDS[kind].label);
      expect(FOLLOW_UP_KINDS[kind].label.length).toBeGreaterThan(0);
    }
  });

  it("has the task queue retry as the least patient kind, a notification on the phone: 5 runs, 30 s apart", () => {
    // The figures docs/architecture.md gives the queue, written out: the table's own minimum would agree with any row.
    expect(FOLLOW_UP_TASK_RETRY).toEqual({ maxAttempts: 5, minBackoffSeconds: 30 });
    expect(FOLLOW_UP_KINDS.push_notification.retry).toEqual(FOLLOW_UP_TASK_RETRY);
    // So the queue runs no kind more often, or sooner again, than the kind's own policy allows.
    for (const kind of FOLLOW_UP_KIND_NAMES) {
      expect(FOLLOW_UP_KINDS[kind].retry.maxAttempts, kind).toBeGreaterThanOrEqual(5);
      expect(FOLLOW_UP_KINDS[kind].retry.minBackoffSeconds, kind).toBeGreaterThanOrEqual(30);
    }
  });

  it("keeps only the payload its schema declares", () => {
    expect(parseFollowUpAction({ kind: "refund", stray: 1 })).toEqual({ ok: true, action: { kind: "refund" } });
  });

  it("names a stored kind it does not know, rather than dropping it", () => {
    expect(parseFollowUpAction({ kind: "remind_customer_of_review" })).toEqual({
      ok: false,
      problem: "unknown_kind",
      kind: "remind_customer_of_review",
    });
    expect(parseFollowUpAction(null)).toMatchObject({ ok: false, problem: "unknown_kind" });
    expect(followUpLabel("remind_customer_of_review")).toBe("Unknown follow-up (remind_customer_of_review)");
  });

  it("refuses a payload its kind's schema does not accept, saying which field", () => {
    const wrongItem = parseFollowUpAction({ kind: "refund_item", item: "poster", amountCents: 100 });
    expect(wrongItem).toMatchObject({ ok: false, problem: "invalid_payload", kind: "refund_item" });
    expect(wrongItem.ok ? "" : "issues" in wrongItem ? wrongItem.issues : "").toContain("item");
    expect(parseFollowUpAction({ kind: "send_gift", sendAt: "2026-05-01" })).toMatchObject({
      ok: false,
      problem: "invalid_payload",
    });
    expect(parseFollowUpAction({ kind: "send_gift", sendAt: new Date(Number.NaN) })).toMatchObject({
      ok: false,
      problem: "invalid_payload",
    });
    expect(parseFollowUpAction({ kind: "remind_question" })).toMatchObject({
      ok: false,
      problem: "invalid_payload",
      kind: "remind_question",
    });
    expect(parseFollowUpAction({ kind: "transfer_share", artistId: "maya" })).toMatchObject({
      ok: false,
      problem: "invalid_payload",
      kind: "transfer_share",
    });
    expect(parseFollowUpAction({ kind: "transfer_owed", artistId: "maya", readyAt: "2026-05-01" })).toMatchObject({
      ok: false,
      problem: "invalid_payload",
      kind: "transfer_owed",
    });
  });

  it("holds ids, dates and amounts, never anyone's words: a notification names what it tells about", () => {
    // Follow-ups are kept as done records after an account's deletion (docs/security.md §13): a
    // new payload field is one more thing to judge here, never a name, an email or a message.
    const fields = FOLLOW_UP_KIND_NAMES.flatMap((kind) => Object.keys(FOLLOW_UP_KINDS[kind].payload.shape));
    expect([...new Set(fields)].sort()).toEqual([
      "again",
      "amountCents",
      "artistId",
      "chargeId",
      "day",
      "disputeId",
      "dueBy",
      "item",
      "mailId",
      "notBefore",
      "notice",
      "occursOn",
      "offeredAt",
      "paymentIntentId",
      "questionId",
      "readyAt",
      "reminderId",
      "requestedAt",
      "rule",
      "sendAt",
      "uid",
      "version",
    ]);
    // A notification written before it named its records (its words stored) is read as such.
    const withWords = {
      kind: "push_notification",
      mailId: "m1",
      uid: "u1",
      title: "Zelda or Zel?",
      body: "",
      url: "/",
    };
    expect(parseFollowUpAction(withWords)).toMatchObject({ ok: false, problem: "invalid_payload" });
    expect(
      parseFollowUpAction({ ...EXAMPLES.push_notification, notice: { about: "question", questionId: "q1" } }),
    ).toMatchObject({ ok: true, action: { notice: { about: "question", questionId: "q1" } } });
  });
});

describe("the task queue's horizon", () => {
  it("queues a follow-up due within 29 days at once and leaves a later one (a gift a year ahead) for the sweep", () => {
    expect(FOLLOW_UP_TASK_HORIZON_MS).toBeLessThan(30 * DAY_MS);
    expect(isWithinTaskHorizon(new Date(at.getTime() + DAY_MS), at)).toBe(true);
    expect(isWithinTaskHorizon(new Date(at.getTime() + FOLLOW_UP_TASK_HORIZON_MS), at)).toBe(true);
    expect(isWithinTaskHorizon(new Date(at.getTime() + FOLLOW_UP_TASK_HORIZON_MS + 1), at)).toBe(false);
    expect(isWithinTaskHorizon(new Date(at.getTime() + MAX_GIFT_SCHEDULE_DAYS * DAY_MS), at)).toBe(false);
    expect(isWithinTaskHorizon(new Date(at.getTime() - DAY_MS), at)).toBe(true);
  });
});
