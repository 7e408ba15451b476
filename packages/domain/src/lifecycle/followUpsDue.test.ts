import { describe, expect, it } from "vitest";
import {
  DELETED_ACCOUNT_FILE_RETENTION_DAYS,
  OPEN_REFUND_RECHECK_DAYS,
  UNSENT_MAIL_RECHECK_MINUTES,
} from "../privacy/accountPrivacy";
import { QUESTION_REMINDER_MS } from "../questions/questions";
import { OFFER_LAPSE_HOURS, UNCLAIMED_ALERT_HOURS } from "../studio";
import { FOLLOW_UP_KIND_NAMES, followUpDueAt, type FollowUpKind } from "./followUpKinds";
import { followUpOf } from "./followUpsDue";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const t0 = new Date("2026-05-01T09:00:00.000Z");
const after = (ms: number) => new Date(t0.getTime() + ms);

/** Each kind's due time for facts at t0, and when the row says that is. */
const DUE: { [Kind in FollowUpKind]: { about: Parameters<typeof followUpDueAt<Kind>>[1]; dueAt: Date } } = {
  lapse_offer: { about: { offeredAt: t0 }, dueAt: after(OFFER_LAPSE_HOURS * HOUR_MS) },
  alert_unclaimed: { about: { firstOfferedAt: t0 }, dueAt: after(UNCLAIMED_ALERT_HOURS * HOUR_MS) },
  remind_artist: { about: { dueDate: t0 }, dueAt: after(-DAY_MS) },
  alert_overdue: { about: { dueDate: t0 }, dueAt: t0 },
  refund: { about: { now: t0 }, dueAt: t0 },
  refund_item: { about: { now: t0 }, dueAt: t0 },
  song_released: { about: { now: t0 }, dueAt: t0 },
  send_gift: { about: { sendAt: t0 }, dueAt: t0 },
  send_song_gift: { about: { sendAt: t0 }, dueAt: t0 },
  remind_question: { about: { askedAt: t0 }, dueAt: after(QUESTION_REMINDER_MS) },
  // At 09:00 UTC, 14 days before the occasion's day.
  remind_occasion: { about: { occursOn: "2026-05-15" }, dueAt: t0 },
  erase_account: { about: { now: t0 }, dueAt: t0 },
  purge_account_files: { about: { deletedAt: t0 }, dueAt: after(DELETED_ACCOUNT_FILE_RETENTION_DAYS * DAY_MS) },
  forget_account_mail: { about: { unsentAt: t0 }, dueAt: after(UNSENT_MAIL_RECHECK_MINUTES * 60 * 1000) },
  build_data_export: { about: { requestedAt: t0 }, dueAt: t0 },
  transfer_share: { about: { now: t0 }, dueAt: t0 },
  reverse_share: { about: { now: t0 }, dueAt: t0 },
  transfer_owed: { about: { readyAt: t0 }, dueAt: t0 },
  // Two days before Stripe's evidence deadline.
  remind_dispute_evidence: { about: { dueBy: t0 }, dueAt: after(-2 * DAY_MS) },
  close_books_day: { about: { day: "2026-12-06" }, dueAt: new Date("2026-12-07T01:00:00Z") },
  check_money_day: { about: { now: t0 }, dueAt: t0 },
  money_difference: { about: { now: t0 }, dueAt: t0 },
  push_notification: { about: { now: t0 }, dueAt: t0 },
};

describe("when each follow-up is due, from its row of the table", () => {
  it.each(FOLLOW_UP_KIND_NAMES)("%s", (kind) => {
    const { about, dueAt } = DUE[kind] as { about: Parameters<typeof followUpDueAt>[1]; dueAt: Date };
    expect(followUpDueAt(kind, about)).toEqual(dueAt);
  });

  it("checks a deleted account's files again a week after finding a refund open", () => {
    expect(followUpDueAt("purge_account_files", { refundOpenAt: t0 })).toEqual(
      after(OPEN_REFUND_RECHECK_DAYS * DAY_MS),
    );
  });

  it("works a follow-up's due time out from its payload when that holds the facts, and from the record's facts otherwise", () => {
    expect(followUpOf("o", { kind: "lapse_offer", offeredAt: t0 })).toEqual({
      id: `o-lapse-${t0.getTime()}`,
      orderId: "o",
      dueAt: after(OFFER_LAPSE_HOURS * HOUR_MS),
      action: { kind: "lapse_offer", offeredAt: t0 },
    });
    expect(followUpOf("o", { kind: "alert_unclaimed" }, { firstOfferedAt: t0 }).dueAt).toEqual(
      after(UNCLAIMED_ALERT_HOURS * HOUR_MS),
    );
  });

  it("refuses a follow-up whose due time's facts are missing rather than storing one due at no time", () => {
    const facts = {} as { firstOfferedAt: Date };
    expect(() => followUpOf("o", { kind: "alert_unclaimed" }, facts)).toThrow(
      "A follow-up of kind alert_unclaimed needs the facts its due time is worked out from",
    );
  });
});
