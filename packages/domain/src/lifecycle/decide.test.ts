import { describe, expect, it } from "vitest";
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS, dueDate } from "../studio";
import { ORDER_COMMAND_TYPES, type OrderCommand, type OrderCommandType, type Roster } from "./commands";
import { commandApplies, decide, statusTargets } from "./decide";
import type { AttachedFile } from "./fulfilment";
import {
  blankLifecycle,
  emptyWork,
  isRefundedInFull,
  phaseOf,
  type Actor,
  type LifecycleOrder,
  type OrderWork,
} from "./orderState";
import type { Decision, RecordEffect, RefusalCode } from "./outcomes";
import { REFUSAL_MESSAGES } from "./refusals";
import { ORDER_PHASES, type OrderPhase } from "./statuses";
import { studioTabOf } from "./views";

const t0 = new Date("2026-03-02T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const due = dueDate(t0, "premium", ["extra-verse"]);
const admin: Actor = { uid: "admin-1", email: "admin@example.com" };
const mayaAccount: Actor = { uid: "maya-uid", email: "maya@example.com" };
const customer: Actor = { uid: "customer-1", email: "c@example.com" };
const roster: Roster = { inStudio: ["maya", "sofia", "lee"], fitting: ["maya", "sofia", "lee"] };

/** Deep-frozen, so a decision that changed its input would throw. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

function baseOrder(fields: Partial<LifecycleOrder> = {}): LifecycleOrder {
  return blankLifecycle(
    {
      id: "order-1",
      status: "paid",
      package: "premium",
      addOns: ["extra-verse", "lyrics-print"],
      totalCents: 8999,
      paymentIntentId: "pi_1",
      createdAt: t0,
    },
    fields,
  );
}

/** A song file each author uploaded for their next hand-in: the artist's submission, the admins' delivery. */
const attachedSongs: AttachedFile[] = (["artist", "admins"] as const).map((by) => ({
  item: "song",
  path: `${by}.wav`,
  contentType: "audio/wav",
  fileName: `${by}.wav`,
  by,
  attachedAt: t0,
}));
const work = (fields: Partial<OrderWork>): OrderWork => ({
  ...emptyWork("unclaimed"),
  firstOfferedAt: t0,
  attached: attachedSongs,
  ...fields,
});
const song = {
  songPath: "song.wav",
  songContentType: "audio/wav",
  songVersion: 1,
  songDeliveredBy: admin.uid,
  releasedAt: at(HOUR),
};

/** One representative order in each phase; "maya" is the artist on it where there is one. */
const ORDERS: Record<OrderPhase, LifecycleOrder> = frozen({
  pending: baseOrder({ status: "pending", paymentIntentId: null }),
  offered: baseOrder({ work: work({ stage: "offered", offeredTo: ["maya", "sofia"], offeredAt: t0 }) }),
  awaiting_customer: baseOrder({
    work: work({
      stage: "awaiting_customer",
      chosenArtistId: "maya",
      passedBy: ["maya"],
      declines: [{ artistId: "maya", reason: "Away", declinedAt: t0 }],
    }),
  }),
  unclaimed: baseOrder({ work: work({ stage: "unclaimed" }) }),
  in_progress: baseOrder({
    status: "in_progress",
    work: work({ stage: "in_progress", artistId: "maya", acceptedAt: t0 }),
  }),
  song_check: baseOrder({
    status: "in_progress",
    work: work({
      stage: "song_check",
      artistId: "maya",
      submission: {
        items: {
          song: { path: "take.wav", contentType: "audio/wav", fileName: "take.wav" },
          instrumental: null,
          lyrics: "Verse 1\nLa la",
        },
        submittedAt: t0,
      },
      submittedVersions: 1,
    }),
  }),
  returned: baseOrder({
    status: "in_progress",
    work: work({ stage: "returned", artistId: "maya", songCheckNotes: "Louder", submittedVersions: 1 }),
  }),
  released: baseOrder({ status: "completed", ...song, work: work({ stage: "released", artistId: "maya" }) }),
  revision: baseOrder({
    status: "completed",
    ...song,
    revisionRequested: true,
    revisions: [{ id: "r1", note: "Slower", requestedAt: at(2 * HOUR), resolvedAt: null, resolvedByVersion: null }],
    work: work({ stage: "revision", artistId: "maya" }),
  }),
  cancelled: baseOrder({
    status: "cancelled",
    cancelledAt: at(HOUR),
    pendingRefund: { state: "requested", requestedAt: at(HOUR), failure: null },
    work: work({ stage: "cancelled", artistId: "maya" }),
  }),
});

const later = at(HOUR);
const address = {
  name: "Ada Lovelace",
  line1: "1 Analytical Way",
  line2: null,
  city: "London",
  postalCode: "N1 1AA",
  state: null,
  country: "GB",
};
/** The representative commands of what an order delivers besides the song (fulfilmentRules.ts). */
const FULFILMENT_COMMANDS = {
  attach_file: {
    command: {
      type: "attach_file",
      item: "song",
      file: { path: "new.wav", contentType: "audio/wav", fileName: "new.wav" },
      artistId: "maya",
      actor: mayaAccount,
    },
    now: later,
  },
  share_lyrics: { command: { type: "share_lyrics", share: true }, now: later },
  advance_item: {
    command: { type: "advance_item", item: "lyrics_print", step: { to: "made" }, actor: admin },
    now: later,
  },
  refund_item: { command: { type: "refund_item", item: "lyrics_print", amountCents: 2500, actor: admin }, now: later },
  record_item_refund: {
    command: {
      type: "record_item_refund",
      item: "lyrics_print",
      chargeId: "ch_1",
      refundId: "re_9",
      amountCents: 2500,
    },
    now: later,
  },
  change_address: { command: { type: "change_address", address, actor: customer }, now: later },
} satisfies { [T in FulfilmentCommandType]: { command: Extract<OrderCommand, { type: T }>; now: Date } };
type FulfilmentCommandType =
  "attach_file" | "share_lyrics" | "advance_item" | "refund_item" | "record_item_refund" | "change_address";

/** The table's rows: every command type, and `release` once more for its second source (the admins' own items). */
type Row = OrderCommandType | "release_from_admins";
const ROWS: readonly Row[] = [...ORDER_COMMAND_TYPES, "release_from_admins"];

/** One representative command of each row, with the moment it is decided at. */
const COMMANDS: { [T in OrderCommandType]: { command: Extract<OrderCommand, { type: T }>; now: Date } } & {
  release_from_admins: { command: Extract<OrderCommand, { type: "release"; from: "admins" }>; now: Date };
} = {
  pay: {
    command: {
      type: "pay",
      order: {
        id: "order-1",
        chosenArtistId: null,
        package: "premium",
        addOns: [],
        totalCents: 4999,
        paymentIntentId: "pi_1",
      },
      roster,
    },
    now: later,
  },
  accept: { command: { type: "accept", artistId: "maya", actor: mayaAccount }, now: later },
  decline: { command: { type: "decline", artistId: "maya", reason: "Booked", roster, actor: mayaAccount }, now: later },
  lapse_offer: { command: { type: "lapse_offer", offeredAt: t0, roster }, now: at(OFFER_LAPSE_MS + 1) },
  alert_unclaimed: { command: { type: "alert_unclaimed" }, now: at(UNCLAIMED_ALERT_MS + 1) },
  remind_artist: { command: { type: "remind_artist", artistId: "maya" }, now: new Date(due.getTime() - 12 * HOUR) },
  alert_overdue: { command: { type: "alert_overdue" }, now: new Date(due.getTime() + HOUR) },
  assign: { command: { type: "assign", artistId: "sofia", actor: admin }, now: later },
  start_work: { command: { type: "start_work", actor: admin }, now: later },
  submit: { command: { type: "submit", artistId: "maya", lyrics: "Verse 1\nLa la", actor: mayaAccount }, now: later },
  release: { command: { type: "release", from: "song_check", actor: admin }, now: later },
  release_from_admins: {
    command: { type: "release", from: "admins", lyrics: "Verse 1\nLa la", actor: admin },
    now: later,
  },
  send_back: { command: { type: "send_back", notes: "Brighter chorus", actor: admin }, now: later },
  complete: { command: { type: "complete", actor: admin }, now: later },
  request_revision: {
    command: { type: "request_revision", revisionId: "r2", note: "Mention the dog", actor: customer },
    now: later,
  },
  choose_another: { command: { type: "choose_another", roster, actor: customer }, now: later },
  choose_refund: { command: { type: "choose_refund", actor: customer }, now: later },
  cancel: { command: { type: "cancel", actor: admin }, now: later },
  record_refund: {
    command: {
      type: "record_refund",
      refund: {
        chargeId: "ch_1",
        refundedTotalCents: 6499,
        refundId: "re_1",
        amountCents: 6499,
        source: "cancellation",
      },
    },
    now: later,
  },
  refund_failed: { command: { type: "refund_failed", reason: "card_expired" }, now: later },
  record_download: { command: { type: "record_download" }, now: later },
  mark_reviewed: { command: { type: "mark_reviewed" }, now: later },
  note_news: { command: { type: "note_news", moment: { kind: "gift_opened", name: "Emma Carter" } }, now: later },
  mark_seen: { command: { type: "mark_seen" }, now: later },
  open_share: { command: { type: "open_share", token: "tok" }, now: later },
  revoke_share: { command: { type: "revoke_share" }, now: later },
  refund_again: { command: { type: "refund_again", actor: admin }, now: later },
  cancel_follow_up: {
    command: {
      type: "cancel_follow_up",
      followUp: "Refund a cancelled order",
      reason: "Refunded by bank transfer",
      actor: admin,
    },
    now: later,
  },
  ...FULFILMENT_COMMANDS,
};

type Expected = "changed" | "unchanged" | RefusalCode;
const C = "changed";
const U = "unchanged";
const row = (...cells: Expected[]): Expected[] => cells;

/** The rows of what an order delivers besides the song; columns as below. The fixtures owe a framed lyrics print. */
const FULFILMENT_EXPECTED: Record<FulfilmentCommandType, Expected[]> = {
  attach_file: row(
    "not_found",
    "invalid_work_move",
    "offer_declined",
    "not_found",
    C,
    "invalid_work_move",
    C,
    "invalid_work_move",
    C,
    "order_cancelled",
  ),
  share_lyrics: row(
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    C,
    C,
    "order_not_completed",
  ),
  advance_item: row(
    "song_not_released",
    "song_not_released",
    "song_not_released",
    "song_not_released",
    "song_not_released",
    "song_not_released",
    "song_not_released",
    C,
    "song_not_released",
    "order_cancelled",
  ),
  refund_item: row("invalid_work_move", C, C, C, C, C, C, C, C, "order_cancelled"),
  record_item_refund: row(U, U, U, U, U, U, U, U, U, U),
  change_address: row("invalid_work_move", C, C, C, C, C, C, C, C, "order_cancelled"),
};

/**
 * The whole table, command by phase. Columns: pending, offered, awaiting_customer, unclaimed,
 * in_progress, song_check, returned, delivered, revision, cancelled.
 */
const EXPECTED: Record<Row, Expected[]> = {
  pay: row(U, U, U, U, U, U, U, U, U, U),
  note_news: row(C, C, C, C, C, C, C, C, C, C),
  // Only the released song is unseen news in the fixtures.
  mark_seen: row(U, U, U, U, U, U, U, C, C, U),
  accept: row(
    "not_found",
    C,
    "offer_declined",
    "not_found",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "order_cancelled",
  ),
  decline: row(
    "not_found",
    C,
    "offer_declined",
    "not_found",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "order_cancelled",
  ),
  lapse_offer: row(U, C, U, U, U, U, U, U, U, U),
  alert_unclaimed: row(U, C, C, C, U, U, U, U, U, U),
  remind_artist: row(U, U, U, U, C, U, C, U, U, U),
  alert_overdue: row(U, C, C, C, C, C, C, U, U, U),
  assign: row(
    "invalid_work_move",
    C,
    C,
    C,
    C,
    "invalid_work_move",
    C,
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
  ),
  start_work: row(
    "invalid_transition",
    C,
    C,
    C,
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
  ),
  submit: row(
    "not_found",
    "invalid_work_move",
    "offer_declined",
    "not_found",
    C,
    "invalid_work_move",
    C,
    "invalid_work_move",
    C,
    "order_cancelled",
  ),
  release: row(
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    C,
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
  ),
  send_back: row(
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    C,
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
  ),
  release_from_admins: row("order_not_deliverable", C, C, C, C, C, C, C, C, "order_not_deliverable"),
  complete: row(
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
    "song_required",
    "song_required",
    "song_required",
    "invalid_transition",
    "invalid_transition",
    "invalid_transition",
  ),
  request_revision: row(
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    C,
    "revision_open",
    "order_not_completed",
  ),
  choose_another: row(
    "invalid_work_move",
    "invalid_work_move",
    C,
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
  ),
  choose_refund: row(
    "invalid_work_move",
    "invalid_work_move",
    C,
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
    "invalid_work_move",
  ),
  cancel: row(C, C, C, C, C, C, C, "invalid_transition", "invalid_transition", "invalid_transition"),
  record_refund: row(U, C, C, C, C, C, C, C, C, C),
  refund_failed: row(U, U, U, U, U, U, U, U, U, C),
  record_download: row(
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    C,
    C,
    "order_not_completed",
  ),
  mark_reviewed: row(
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    C,
    C,
    "order_not_completed",
  ),
  open_share: row(
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    "order_not_completed",
    C,
    C,
    "order_not_completed",
  ),
  revoke_share: row(U, U, U, U, U, U, U, U, U, U),
  cancel_follow_up: row(C, C, C, C, C, C, C, C, C, C),
  refund_again: row(
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    "nothing_to_refund",
    C,
  ),
  ...FULFILMENT_EXPECTED,
};

const answerOf = (decision: Decision): Expected =>
  decision.outcome === "refused" ? decision.refusal.code : decision.outcome;
const QUIET: readonly OrderCommandType[] = [
  "record_download",
  "mark_reviewed",
  "note_news",
  "mark_seen",
  "open_share",
  "revoke_share",
  "attach_file",
  "share_lyrics",
];

describe("decide: every command in every phase", () => {
  it("has a fixture in every phase and a row for every command", () => {
    for (const phase of ORDER_PHASES) expect(phaseOf(ORDERS[phase])).toBe(phase);
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROWS].sort());
    for (const cells of Object.values(EXPECTED)) expect(cells).toHaveLength(ORDER_PHASES.length);
  });

  for (const type of ROWS) {
    describe(type, () => {
      ORDER_PHASES.forEach((phase, column) => {
        const expected = EXPECTED[type][column];
        it(`in ${phase}: ${expected}`, () => {
          const { command, now } = COMMANDS[type];
          const decision = decide(ORDERS[phase], command, now);
          expect(answerOf(decision)).toBe(expected);
          if (decision.outcome === "refused") expect(decision.refusal.message).not.toBe("");
          if (decision.outcome !== "changed") return;
          const next = decision.order;
          // The history entry says what moved, unless the command is bookkeeping.
          if (QUIET.includes(command.type)) expect(decision.history).toBeNull();
          else
            expect(decision.history).toMatchObject({
              event: command.type,
              from: ORDERS[phase].status,
              to: next.status,
            });
          // A follow-up belongs to the order and has a deterministic id; a finished order waits on no follow-up.
          for (const record of decision.records)
            if (record.type === "follow_up") expect(record.followUp.id.startsWith(`${next.id}-`)).toBe(true);
          if (next.status === "completed" || next.status === "cancelled")
            expect(
              followUpsOf(decision.records).filter(
                (f) => !["refund", "refund_item", "song_released"].includes(f.action.kind),
              ),
            ).toEqual([]);
          // A cancelled order has no open work: no offer, in nobody's queue.
          if (next.status === "cancelled") {
            expect(next.work?.offeredTo).toEqual([]);
            for (const artist of ["maya", "sofia", "lee"]) expect(studioTabOf(next.work!, artist)).toBeNull();
          }
        });
      });
    });
  }

  it("answers a payment on no order with the new order, and refuses anything else as not found", () => {
    expect(decide(null, COMMANDS.pay.command, t0).outcome).toBe("changed");
    for (const type of ORDER_COMMAND_TYPES.filter((t) => t !== "pay")) {
      const answer = answerOf(decide(null, COMMANDS[type].command, COMMANDS[type].now));
      expect(answer, type).toBe(
        ["lapse_offer", "alert_unclaimed", "remind_artist", "alert_overdue"].includes(type) ? U : "not_found",
      );
    }
  });
});

const changedOrder = (decision: Decision): LifecycleOrder => {
  if (decision.outcome !== "changed") throw new Error(`expected a change, got ${JSON.stringify(decision)}`);
  return decision.order;
};
const followUpsOf = (records: RecordEffect[]) =>
  records.flatMap((record) => (record.type === "follow_up" ? [record.followUp] : []));

describe("paying", () => {
  it("offers an any-artist order to the fitting artists in the studio, with its lapse, 72-hour alert and due-date follow-ups", () => {
    const decision = decide(
      null,
      {
        type: "pay",
        order: {
          id: "o",
          chosenArtistId: null,
          package: "premium",
          addOns: [],
          totalCents: 4999,
          paymentIntentId: "pi",
        },
        roster,
      },
      t0,
    );
    if (decision.outcome !== "changed") throw new Error("not paid");
    expect(decision.order).toMatchObject({
      status: "paid",
      work: { stage: "offered", offeredTo: ["maya", "sofia", "lee"], offeredAt: t0, firstOfferedAt: t0 },
    });
    expect(decision.events).toEqual([{ type: "order_paid" }, { type: "offered", artistIds: ["maya", "sofia", "lee"] }]);
    expect(followUpsOf(decision.records).map((f) => [f.id, f.action.kind, f.dueAt.getTime()])).toEqual([
      [`o-lapse-${t0.getTime()}`, "lapse_offer", t0.getTime() + OFFER_LAPSE_MS],
      ["o-unclaimed", "alert_unclaimed", t0.getTime() + UNCLAIMED_ALERT_MS],
      ["o-overdue", "alert_overdue", dueDate(t0, "premium", []).getTime()],
    ]);
  });

  it("sends an order whose chosen artist has no studio account straight to the admins' queue", () => {
    const decision = decide(
      null,
      {
        type: "pay",
        order: {
          id: "o",
          chosenArtistId: "no-account",
          package: "basic",
          addOns: [],
          totalCents: 2999,
          paymentIntentId: "pi",
        },
        roster,
      },
      t0,
    );
    if (decision.outcome !== "changed") throw new Error("not paid");
    expect(decision.order.work).toMatchObject({ stage: "unclaimed", offeredTo: [], chosenArtistId: "no-account" });
    expect(decision.events).toContainEqual({ type: "queued_for_admins", reason: "chosen_artist_not_in_studio" });
    expect(followUpsOf(decision.records).map((f) => f.action.kind)).not.toContain("lapse_offer");
  });

  it("offers a chosen artist's order to that artist only", () => {
    const paid = changedOrder(
      decide(
        null,
        {
          type: "pay",
          order: {
            id: "o",
            chosenArtistId: "sofia",
            package: "basic",
            addOns: [],
            totalCents: 2999,
            paymentIntentId: "pi",
          },
          roster,
        },
        t0,
      ),
    );
    expect(paid.work).toMatchObject({ stage: "offered", offeredTo: ["sofia"] });
  });

  it("queues an any-artist order for the admins when no fitting artist is in the studio", () => {
    const decision = decide(
      null,
      {
        type: "pay",
        order: { id: "o", chosenArtistId: null, package: "basic", addOns: [], totalCents: 2999, paymentIntentId: "pi" },
        roster: { inStudio: [], fitting: [] },
      },
      t0,
    );
    if (decision.outcome !== "changed") throw new Error("not paid");
    expect(decision.order.work?.stage).toBe("unclaimed");
    expect(decision.events).toContainEqual({ type: "queued_for_admins", reason: "no_fitting_artist" });
  });
});

describe("offers", () => {
  const offered = ORDERS.offered;

  it("gives the order to the first artist who accepts; the others are told it was taken and refused after", () => {
    const decision = decide(offered, { type: "accept", artistId: "sofia", actor: mayaAccount }, later);
    if (decision.outcome !== "changed") throw new Error("not accepted");
    expect(decision.order).toMatchObject({
      status: "in_progress",
      work: { stage: "in_progress", artistId: "sofia", offeredTo: [], offerClosedFor: ["maya"] },
    });
    expect(decision.events).toEqual([{ type: "offer_taken", artistIds: ["maya"] }]);
    expect(decision.history).toMatchObject({
      from: "paid",
      to: "in_progress",
      reason: "artist_accepted",
      changedByEmail: mayaAccount.email,
    });
    expect(followUpsOf(decision.records).map((f) => f.action.kind)).toEqual(["remind_artist", "alert_overdue"]);
    expect(followUpsOf(decision.records)[0]).toMatchObject({
      id: "order-1-reminder-sofia",
      action: { kind: "remind_artist", artistId: "sofia" },
    });
    const late = decide(decision.order, { type: "accept", artistId: "maya", actor: mayaAccount }, later);
    expect(late).toEqual({
      outcome: "refused",
      refusal: { code: "offer_taken", message: REFUSAL_MESSAGES.offer_taken },
    });
    expect(answerOf(decide(decision.order, { type: "accept", artistId: "stranger", actor: mayaAccount }, later))).toBe(
      "not_found",
    );
  });

  it("keeps an any-artist offer open to the others when one declines, then re-offers to fitting artists who have not passed", () => {
    const afterMaya = changedOrder(decide(offered, { ...COMMANDS.decline.command, artistId: "maya" }, later));
    expect(afterMaya.work).toMatchObject({ stage: "offered", offeredTo: ["sofia"], passedBy: ["maya"], offeredAt: t0 });
    const afterSofia = decide(afterMaya, { ...COMMANDS.decline.command, artistId: "sofia" }, at(2 * HOUR));
    if (afterSofia.outcome !== "changed") throw new Error("not declined");
    expect(afterSofia.order.work).toMatchObject({
      stage: "offered",
      offeredTo: ["lee"],
      passedBy: ["maya", "sofia"],
      offeredAt: at(2 * HOUR),
    });
    expect(afterSofia.events).toEqual([{ type: "offered", artistIds: ["lee"] }]);
    expect(followUpsOf(afterSofia.records)[0]).toMatchObject({
      action: { kind: "lapse_offer", offeredAt: at(2 * HOUR) },
    });
    const afterLee = decide(afterSofia.order, { ...COMMANDS.decline.command, artistId: "lee" }, at(3 * HOUR));
    if (afterLee.outcome !== "changed") throw new Error("not declined");
    expect(afterLee.order.work).toMatchObject({ stage: "unclaimed", offeredTo: [] });
    expect(afterLee.events).toEqual([{ type: "queued_for_admins", reason: "no_fitting_artist" }]);
  });

  it("asks the customer when the artist they chose passes, and re-offers when they want another", () => {
    const chosen = baseOrder({
      work: work({ stage: "offered", chosenArtistId: "maya", offeredTo: ["maya"], offeredAt: t0 }),
    });
    const declined = decide(chosen, COMMANDS.decline.command, later);
    if (declined.outcome !== "changed") throw new Error("not declined");
    expect(declined.order.work).toMatchObject({ stage: "awaiting_customer", passedBy: ["maya"] });
    expect(declined.events).toEqual([{ type: "customer_choice_needed", passes: 1 }]);
    const another = changedOrder(decide(declined.order, COMMANDS.choose_another.command, at(2 * HOUR)));
    expect(another.work).toMatchObject({ stage: "offered", chosenArtistId: null, offeredTo: ["sofia", "lee"] });
  });

  it("says what is true to an artist whose own offer lapsed or who declined, never that another artist took it", () => {
    const lapsed = changedOrder(decide(ORDERS.offered, COMMANDS.lapse_offer.command, COMMANDS.lapse_offer.now));
    expect(answerOf(decide(lapsed, COMMANDS.accept.command, COMMANDS.lapse_offer.now))).toBe("offer_lapsed");
    expect(answerOf(decide(ORDERS.awaiting_customer, COMMANDS.accept.command, later))).toBe("offer_declined");
    expect(REFUSAL_MESSAGES.offer_lapsed).not.toContain("Another artist");
    // An offer past its time is lapsed for an accept too, even before the follow-up has run.
    expect(answerOf(decide(ORDERS.offered, COMMANDS.accept.command, at(OFFER_LAPSE_MS)))).toBe("offer_lapsed");
  });
});

describe("time-driven rules", () => {
  it("lapse only the offer they were set for, once, and only when it is due", () => {
    const early = decide(ORDERS.offered, COMMANDS.lapse_offer.command, at(OFFER_LAPSE_MS - 1));
    expect(early.outcome).toBe("unchanged");
    const lapsed = decide(ORDERS.offered, COMMANDS.lapse_offer.command, COMMANDS.lapse_offer.now);
    if (lapsed.outcome !== "changed") throw new Error("not lapsed");
    expect(lapsed.order.work).toMatchObject({ stage: "offered", offeredTo: ["lee"], passedBy: ["maya", "sofia"] });
    // The same follow-up again, or late, changes nothing: the offer it was set for is gone.
    expect(decide(lapsed.order, COMMANDS.lapse_offer.command, at(OFFER_LAPSE_MS * 3)).outcome).toBe("unchanged");
  });

  it("alert the admins and remind the artist once", () => {
    const alerted = changedOrder(
      decide(ORDERS.unclaimed, COMMANDS.alert_unclaimed.command, COMMANDS.alert_unclaimed.now),
    );
    expect(decide(alerted, COMMANDS.alert_unclaimed.command, COMMANDS.alert_unclaimed.now).outcome).toBe("unchanged");
    expect(decide(ORDERS.unclaimed, COMMANDS.alert_unclaimed.command, at(UNCLAIMED_ALERT_MS - 1)).outcome).toBe(
      "unchanged",
    );
    const reminded = changedOrder(
      decide(ORDERS.in_progress, COMMANDS.remind_artist.command, COMMANDS.remind_artist.now),
    );
    expect(decide(reminded, COMMANDS.remind_artist.command, COMMANDS.remind_artist.now).outcome).toBe("unchanged");
    // A reminder set for an artist who no longer has the order changes nothing.
    expect(
      decide(ORDERS.in_progress, { type: "remind_artist", artistId: "sofia" }, COMMANDS.remind_artist.now).outcome,
    ).toBe("unchanged");
    const overdue = changedOrder(
      decide(ORDERS.in_progress, COMMANDS.alert_overdue.command, COMMANDS.alert_overdue.now),
    );
    expect(decide(overdue, COMMANDS.alert_overdue.command, COMMANDS.alert_overdue.now).outcome).toBe("unchanged");
  });
});

describe("cancelling", () => {
  it("closes the work and asks for the refund of a paid order; artists are told and refused after", () => {
    const decision = decide(ORDERS.offered, COMMANDS.cancel.command, later);
    if (decision.outcome !== "changed") throw new Error("not cancelled");
    expect(decision.order).toMatchObject({
      status: "cancelled",
      pendingRefund: { state: "requested" },
      work: { stage: "cancelled", offeredTo: [] },
    });
    expect(decision.events).toEqual([
      { type: "order_cancelled", byCustomer: false, refunding: true, artistId: null },
      { type: "offer_withdrawn", artistIds: ["maya", "sofia"] },
    ]);
    expect(followUpsOf(decision.records)).toEqual([
      { id: "order-1-refund", orderId: "order-1", dueAt: later, action: { kind: "refund" } },
    ]);
    expect(decision.history).toMatchObject({ from: "paid", to: "cancelled", reason: "refunded" });
    for (const type of ["accept", "decline", "submit"] as const)
      expect(answerOf(decide(decision.order, COMMANDS[type].command, later)), type).toBe("order_cancelled");
    // A second cancellation is refused: one refund.
    expect(answerOf(decide(decision.order, COMMANDS.cancel.command, later))).toBe("invalid_transition");
  });

  it("cancels an order in work: its artist loses it, and a pending order needs no refund", () => {
    const inWork = changedOrder(decide(ORDERS.song_check, COMMANDS.cancel.command, later));
    expect(inWork.work).toMatchObject({ stage: "cancelled", submission: null });
    expect(studioTabOf(inWork.work!, "maya")).toBeNull();
    const pending = decide(ORDERS.pending, COMMANDS.cancel.command, later);
    if (pending.outcome !== "changed") throw new Error("not cancelled");
    expect(pending.records).toEqual([]);
    expect(pending.order.pendingRefund).toBeNull();
  });
});

describe("refunding a cancelled order again", () => {
  it("asks again under a new follow-up for what is left, and never for a refunded or unpaid order", () => {
    const cancelled = ORDERS.cancelled;
    // Its refund's follow-up closed without one (as an admin could before this round) left any of these behind.
    for (const pendingRefund of [
      cancelled.pendingRefund,
      null,
      { state: "failed" as const, requestedAt: later, failure: "charged back" },
    ]) {
      const decision = decide({ ...cancelled, pendingRefund }, COMMANDS.refund_again.command, later);
      if (decision.outcome !== "changed") throw new Error(`not asked again: ${JSON.stringify(decision)}`);
      expect(decision.order.pendingRefund).toEqual({ state: "requested", requestedAt: later, failure: null });
      expect(followUpsOf(decision.records)).toEqual([
        {
          id: `order-1-refund-again-${later.getTime()}`,
          orderId: "order-1",
          dueAt: later,
          action: { kind: "refund", again: String(later.getTime()) },
        },
      ]);
      expect(decision.history).toMatchObject({ from: "cancelled", to: "cancelled", reason: "refunded" });
    }
    const refunded = { ...cancelled, pendingRefund: null, refundedCents: cancelled.totalCents };
    expect(answerOf(decide(refunded, COMMANDS.refund_again.command, later))).toBe("nothing_to_refund");
    expect(answerOf(decide({ ...cancelled, paymentIntentId: null }, COMMANDS.refund_again.command, later))).toBe(
      "nothing_to_refund",
    );
  });
});

describe("refunds", () => {
  const refund = {
    chargeId: "ch_1",
    refundedTotalCents: 1000,
    refundId: null,
    amountCents: 1000,
    source: "stripe" as const,
  };

  it("records each refund once, and the cancellation completes what the webhook recorded first", () => {
    const first = decide(ORDERS.released, { type: "record_refund", refund }, later);
    if (first.outcome !== "changed") throw new Error("not recorded");
    expect(first.order).toMatchObject({
      refundedCents: 1000,
      refunds: [expect.objectContaining({ amountCents: 1000, source: "stripe" })],
    });
    expect(first.records).toEqual([
      { type: "ledger_reversal", refundedTotalCents: 1000, excludedCents: 0, fullRefund: false },
    ]);
    expect(decide(first.order, { type: "record_refund", refund }, later).outcome).toBe("unchanged");
    const completed = decide(
      first.order,
      { type: "record_refund", refund: { ...refund, refundId: "re_1", source: "cancellation" } },
      later,
    );
    if (completed.outcome !== "changed") throw new Error("not completed");
    expect(completed.order.refunds).toEqual([expect.objectContaining({ refundId: "re_1", source: "cancellation" })]);
    expect(completed.records).toEqual([]);
  });

  it("marks the refund that completes a full refund, which reverses the artist's transferred share once", () => {
    const part = changedOrder(decide(ORDERS.released, { type: "record_refund", refund }, later));
    const rest = decide(
      part,
      { type: "record_refund", refund: { ...refund, refundedTotalCents: 8999, amountCents: 7999 } },
      later,
    );
    if (rest.outcome !== "changed") throw new Error("not recorded");
    expect(rest.records).toEqual([
      { type: "ledger_reversal", refundedTotalCents: 8999, excludedCents: 0, fullRefund: true },
    ]);
    // The same report again (a resent webhook, the cancellation's own record) writes nothing more.
    expect(
      decide(
        rest.order,
        { type: "record_refund", refund: { ...refund, refundedTotalCents: 8999, amountCents: 7999 } },
        later,
      ).outcome,
    ).toBe("unchanged");
    expect(isRefundedInFull(rest.order)).toBe(true);
    expect(isRefundedInFull(part)).toBe(false);
  });

  it("releases an order refunded in full before the song check passed with nothing owed to transfer", () => {
    const refunded = changedOrder(
      decide(
        ORDERS.song_check,
        { type: "record_refund", refund: { ...refund, refundedTotalCents: 8999, amountCents: 8999 } },
        later,
      ),
    );
    const released = decide(refunded, COMMANDS.release.command, later);
    if (released.outcome !== "changed") throw new Error("not released");
    expect(released.records).toContainEqual({ type: "ledger_release", artistId: "maya", refundedInFull: true });
  });

  it("settles the cancellation's refund, or records that the provider refused it", () => {
    const settled = changedOrder(decide(ORDERS.cancelled, COMMANDS.record_refund.command, later));
    expect(settled.pendingRefund).toBeNull();
    const failed = decide(ORDERS.cancelled, COMMANDS.refund_failed.command, later);
    if (failed.outcome !== "changed") throw new Error("not recorded");
    expect(failed.order.pendingRefund).toMatchObject({ state: "failed", failure: "card_expired" });
    expect(failed.events).toEqual([{ type: "refund_failed", reason: "card_expired" }]);
  });
});

describe("the song", () => {
  it("releases the version in the song check: delivered, completed, the artist's ledger entry, the customer told", () => {
    const decision = decide(ORDERS.song_check, COMMANDS.release.command, later);
    if (decision.outcome !== "changed") throw new Error("not released");
    expect(decision.order).toMatchObject({
      status: "completed",
      songPath: "take.wav",
      songVersion: 1,
      lyrics: "Verse 1\nLa la",
      work: { stage: "released", submission: null },
    });
    expect(decision.records).toEqual([
      { type: "ledger_release", artistId: "maya", refundedInFull: false },
      // The work waiting for the song (a gift due before it was released) starts at once.
      {
        type: "follow_up",
        followUp: {
          id: "order-1-released-v1",
          orderId: "order-1",
          dueAt: later,
          action: { kind: "song_released", version: 1 },
        },
      },
    ]);
    expect(decision.events).toEqual([{ type: "song_released", version: 1 }]);
    expect(decision.history).toMatchObject({ event: "release", reason: "song_released", songVersion: 1 });
  });

  it("starts the work waiting for the song with every delivered version, and with nothing else", () => {
    const released = decide(ORDERS.revision, COMMANDS.release_from_admins.command, later);
    if (released.outcome !== "changed") throw new Error("not delivered");
    expect(followUpsOf(released.records).map((f) => f.id)).toEqual(["order-1-released-v2"]);
    for (const type of ["accept", "send_back", "request_revision"] as const) {
      const phase = type === "accept" ? "offered" : type === "send_back" ? "song_check" : "released";
      const other = decide(ORDERS[phase], COMMANDS[type].command, later);
      if (other.outcome !== "changed") throw new Error(`${type} not changed`);
      expect(followUpsOf(other.records).map((f) => f.action.kind)).not.toContain("song_released");
    }
  });

  it("resolves the open revision with the next delivered version", () => {
    const delivered = changedOrder(decide(ORDERS.revision, COMMANDS.release_from_admins.command, later));
    expect(delivered).toMatchObject({ songVersion: 2, revisionRequested: false, status: "completed" });
    expect(delivered.revisions[0]).toMatchObject({ resolvedAt: later, resolvedByVersion: 2 });
  });

  it("limits a Basic song to its one revision", () => {
    const basic = baseOrder({
      ...ORDERS.released,
      package: "basic",
      revisions: [{ id: "r1", note: "x", requestedAt: t0, resolvedAt: t0, resolvedByVersion: 2 }],
    });
    expect(answerOf(decide(basic, COMMANDS.request_revision.command, later))).toBe("revision_limit_reached");
  });

  it("completes an in-progress order from before the studio only once it has its song", () => {
    const legacy = baseOrder({ status: "in_progress", songPath: "old.wav", songVersion: 1 });
    expect(changedOrder(decide(legacy, COMMANDS.complete.command, later)).status).toBe("completed");
  });
});

describe("the customer's song", () => {
  it("records the first download once, and one live listening link", () => {
    const downloaded = decide(ORDERS.released, COMMANDS.record_download.command, later);
    if (downloaded.outcome !== "changed") throw new Error("not recorded");
    expect(downloaded.records).toEqual([{ type: "download_recorded" }]);
    expect(decide(downloaded.order, COMMANDS.record_download.command, later).outcome).toBe("unchanged");
    const shared = changedOrder(decide(ORDERS.released, COMMANDS.open_share.command, later));
    expect(decide(shared, { type: "open_share", token: "other" }, later).outcome).toBe("unchanged");
    const revoked = decide(shared, COMMANDS.revoke_share.command, later);
    if (revoked.outcome !== "changed") throw new Error("not revoked");
    expect(revoked.records).toEqual([{ type: "share_revoked", token: "tok" }]);
    expect(
      answerOf(
        decide(
          changedOrder(decide(ORDERS.released, COMMANDS.mark_reviewed.command, later)),
          COMMANDS.mark_reviewed.command,
          later,
        ),
      ),
    ).toBe("already_reviewed");
  });

  it("keeps what is new for the customer: the song unseen until they open the details, a question until answered", () => {
    const asked = changedOrder(
      decide(
        ORDERS.released,
        { type: "note_news", moment: { kind: "questions_open", open: 1, askedBy: "Maya Rivers" } },
        later,
      ),
    );
    expect(asked.news).toEqual({
      seenAt: null,
      seenSongVersion: 0,
      question: { name: "Maya Rivers", at: later, open: 1 },
    });
    const seenAt = at(2 * HOUR);
    const seen = changedOrder(decide(asked, COMMANDS.mark_seen.command, seenAt));
    expect(seen.news).toMatchObject({ seenAt, seenSongVersion: 1, question: { open: 1 } });
    // Nothing but the question left: seeing again changes nothing.
    expect(decide(seen, COMMANDS.mark_seen.command, at(3 * HOUR)).outcome).toBe("unchanged");
  });
});

describe("what screens ask before offering an action", () => {
  it("agree with the table: the admins' status targets and the commands that apply", () => {
    expect(statusTargets({ phase: "offered", status: "paid" })).toEqual(["in_progress", "cancelled"]);
    expect(statusTargets({ phase: "in_progress", status: "in_progress" })).toEqual(["completed", "cancelled"]);
    expect(statusTargets({ phase: "revision", status: "completed" })).toEqual([]);
    expect(statusTargets({ phase: "cancelled", status: "cancelled" })).toEqual([]);
    for (const phase of ORDER_PHASES) {
      const order = ORDERS[phase];
      const applies = commandApplies("assign", { phase, status: order.status });
      expect(applies, phase).toBe(answerOf(decide(order, COMMANDS.assign.command, later)) === "changed");
    }
  });
});

describe("the artist's items: song, instrumental, lyrics", () => {
  const withInstrumental = (fields: Partial<LifecycleOrder>) =>
    baseOrder({ addOns: ["instrumental"], totalCents: 5999, ...fields });
  const inProgress = (attached: AttachedFile[]) =>
    withInstrumental({
      status: "in_progress",
      work: work({ stage: "in_progress", artistId: "maya", acceptedAt: t0, attached }),
    });
  const artistFile = (item: "song" | "instrumental", name: string): AttachedFile => ({
    item,
    path: `${name}.wav`,
    contentType: "audio/wav",
    fileName: `${name}.wav`,
    by: "artist",
    attachedAt: t0,
  });
  const submit = (order: LifecycleOrder, lyrics: string) =>
    decide(order, { type: "submit", artistId: "maya", lyrics, actor: mayaAccount }, later);

  it("refuses a submission without every owed item, naming what is missing", () => {
    const decision = submit(inProgress([artistFile("song", "mix")]), "");
    expect(decision).toEqual({
      outcome: "refused",
      refusal: {
        code: "delivery_incomplete",
        message: "Add the instrumental version and the lyrics before submitting.",
      },
    });
    expect(answerOf(submit(inProgress([artistFile("instrumental", "inst")]), "Chorus"))).toBe("delivery_incomplete");
  });

  it("attaches only what the order owes, for the artist on it", () => {
    const order = baseOrder({
      status: "in_progress",
      work: work({ stage: "in_progress", artistId: "maya", attached: [] }),
    });
    const instrumental = {
      type: "attach_file",
      item: "instrumental",
      file: { path: "i.wav", contentType: "audio/wav", fileName: "i.wav" },
      artistId: "maya",
      actor: mayaAccount,
    } as const;
    expect(answerOf(decide(order, instrumental, later))).toBe("item_not_owed");
    const song = changedOrder(decide(order, { ...instrumental, item: "song" }, later));
    expect(song.work?.attached).toEqual([
      { item: "song", path: "i.wav", contentType: "audio/wav", fileName: "i.wav", by: "artist", attachedAt: later },
    ]);
    // A second file of the same item replaces the first.
    const again = changedOrder(
      decide(
        song,
        { ...instrumental, item: "song", file: { path: "j.wav", contentType: "audio/wav", fileName: "j.wav" } },
        later,
      ),
    );
    expect(again.work?.attached.map((file) => file.path)).toEqual(["j.wav"]);
  });

  it("submits every item as version 1, then only what changes; earlier versions stay listed", () => {
    const first = changedOrder(
      submit(inProgress([artistFile("song", "mix"), artistFile("instrumental", "inst")]), "Verse 1\nHello"),
    );
    expect(first.work?.submission?.items).toEqual({
      song: { path: "mix.wav", contentType: "audio/wav", fileName: "mix.wav" },
      instrumental: { path: "inst.wav", contentType: "audio/wav", fileName: "inst.wav" },
      lyrics: "Verse 1\nHello",
    });
    expect(first.work?.attached).toEqual([]);
    expect(first.work?.versions.map((v) => [v.item, v.number])).toEqual([
      ["song", 1],
      ["instrumental", 1],
      ["lyrics", 1],
    ]);

    const sentBack = changedOrder(
      decide(first, { type: "send_back", notes: "Fix the second line", actor: admin }, later),
    );
    expect(answerOf(submit(sentBack, "Verse 1\nHello"))).toBe("nothing_new");
    const second = changedOrder(submit(sentBack, "Verse 1\nHello again"));
    expect(second.work?.versions.map((v) => [v.item, v.number])).toEqual([
      ["song", 1],
      ["instrumental", 1],
      ["lyrics", 1],
      ["lyrics", 2],
    ]);
    expect(second.work?.submission?.items).toMatchObject({
      song: { path: "mix.wav" },
      instrumental: { path: "inst.wav" },
      lyrics: "Verse 1\nHello again",
    });

    const released = changedOrder(decide(second, COMMANDS.release.command, later));
    expect(released).toMatchObject({
      songPath: "mix.wav",
      instrumental: { path: "inst.wav" },
      lyrics: "Verse 1\nHello again",
      songVersion: 1,
    });
  });

  it("lets the admins deliver their own files with the lyrics, never the artist's attached ones", () => {
    const order = inProgress([artistFile("song", "artist"), artistFile("instrumental", "artist-inst")]);
    expect(decide(order, { type: "release", from: "admins", lyrics: "Words", actor: admin }, later)).toMatchObject({
      refusal: { code: "delivery_incomplete", message: "Add the song and the instrumental version before delivering." },
    });
    const admins: AttachedFile[] = [
      { ...artistFile("song", "admin"), by: "admins" },
      { ...artistFile("instrumental", "admin-inst"), by: "admins" },
    ];
    const delivered = changedOrder(
      decide(
        withInstrumental({ ...order, work: { ...order.work!, attached: [...order.work!.attached, ...admins] } }),
        { type: "release", from: "admins", lyrics: "Words", actor: admin },
        later,
      ),
    );
    expect(delivered).toMatchObject({
      status: "completed",
      songPath: "admin.wav",
      instrumental: { path: "admin-inst.wav" },
      lyrics: "Words",
    });
    expect(delivered.work?.attached.map((file) => file.by)).toEqual(["artist", "artist"]);
  });

  it("tells the customer the same way whoever made the song: one event, one history reason", () => {
    const fromAdmins = decide(ORDERS.in_progress, COMMANDS.release_from_admins.command, later);
    if (fromAdmins.outcome !== "changed") throw new Error("not released");
    expect(fromAdmins.events).toContainEqual({ type: "song_released", version: 1 });
    expect(fromAdmins.history).toMatchObject({ event: "release", reason: "song_released", songVersion: 1 });
    expect(fromAdmins.records.filter((record) => record.type === "ledger_release")).toEqual([]);
  });
});

describe("physical items: made, shipped, delivered, refunded before they ship", () => {
  const delivered = ORDERS.released;
  const step = (order: LifecycleOrder, to: "made" | "shipped" | "delivered") =>
    decide(
      order,
      {
        type: "advance_item",
        item: "lyrics_print",
        step: to === "shipped" ? { to, carrier: "Royal Mail", trackingNumber: "AB123456789GB" } : { to },
        actor: admin,
      },
      later,
    );

  it("makes, ships (telling the customer) and delivers the print, in that order", () => {
    expect(answerOf(step(delivered, "delivered"))).toBe("shipment_step_invalid");
    const made = changedOrder(step(delivered, "made"));
    expect(step(made, "made").outcome).toBe("unchanged");
    const shipped = step(made, "shipped");
    if (shipped.outcome !== "changed") throw new Error("not shipped");
    expect(shipped.events).toEqual([{ type: "item_shipped", item: "lyrics_print" }]);
    expect(shipped.history).toMatchObject({
      event: "advance_item",
      from: "completed",
      to: "completed",
      reason: "lyrics_print_shipped",
    });
    expect(shipped.order.shipments).toEqual([
      expect.objectContaining({
        item: "lyrics_print",
        state: "shipped",
        carrier: "Royal Mail",
        trackingNumber: "AB123456789GB",
        shippedAt: later,
      }),
    ]);
    expect(answerOf(step(shipped.order, "made"))).toBe("shipment_step_invalid");
    expect(changedOrder(step(shipped.order, "delivered")).shipments[0]).toMatchObject({
      state: "delivered",
      deliveredAt: later,
    });
    // A CD the order does not owe cannot move.
    expect(
      answerOf(decide(delivered, { type: "advance_item", item: "cd", step: { to: "made" }, actor: admin }, later)),
    ).toBe("item_not_owed");
  });

  it("lets the customer correct the address until everything has shipped", () => {
    const moved = changedOrder(decide(delivered, FULFILMENT_COMMANDS.change_address.command, later));
    expect(moved.shippingAddress).toEqual(address);
    const shipped = changedOrder(step(delivered, "shipped"));
    expect(decide(shipped, FULFILMENT_COMMANDS.change_address.command, later)).toEqual({
      outcome: "refused",
      refusal: { code: "address_locked", message: REFUSAL_MESSAGES.address_locked },
    });
    expect(answerOf(decide(ORDERS.in_progress, { ...FULFILMENT_COMMANDS.change_address.command }, later))).toBe(
      "changed",
    );
    const noPrint = baseOrder({ addOns: [] });
    expect(answerOf(decide(noPrint, FULFILMENT_COMMANDS.change_address.command, later))).toBe("item_not_owed");
  });

  it("refunds an unshipped item once, by its own amount, as a follow-up", () => {
    const refund = (order: LifecycleOrder, amountCents: number) =>
      decide(order, { type: "refund_item", item: "lyrics_print", amountCents, actor: admin }, later);
    expect(refund(delivered, 2501)).toEqual({
      outcome: "refused",
      refusal: { code: "refund_too_large", message: "A refund of the framed lyrics print can be at most $25.00." },
    });
    const asked = refund(delivered, 2000);
    if (asked.outcome !== "changed") throw new Error("not refunded");
    expect(asked.records).toEqual([
      {
        type: "follow_up",
        followUp: {
          id: "order-1-refund-lyrics_print",
          orderId: "order-1",
          dueAt: later,
          action: { kind: "refund_item", item: "lyrics_print", amountCents: 2000 },
        },
      },
    ]);
    expect(asked.events).toEqual([{ type: "item_refunding", item: "lyrics_print", amountCents: 2000 }]);
    expect(refund(asked.order, 2000).outcome).toBe("unchanged");
    expect(answerOf(step(asked.order, "shipped"))).toBe("shipment_step_invalid");
    expect(answerOf(refund(changedOrder(step(delivered, "shipped")), 2000))).toBe("item_shipped");
  });

  it("records the item's refund once, whichever report comes first, and never touches the artist's share", () => {
    const asked = changedOrder(
      decide(delivered, { type: "refund_item", item: "lyrics_print", amountCents: 2000, actor: admin }, later),
    );
    const fromStripe = {
      type: "record_refund",
      refund: { chargeId: "ch_1", refundedTotalCents: 2000, refundId: null, amountCents: 2000, source: "stripe" },
    } as const;
    const fromFollowUp = {
      type: "record_item_refund",
      item: "lyrics_print",
      chargeId: "ch_1",
      refundId: "re_1",
      amountCents: 2000,
    } as const;

    const stripeFirst = decide(asked, fromStripe, later);
    if (stripeFirst.outcome !== "changed") throw new Error("not recorded");
    expect(stripeFirst.records).toEqual([]);
    expect(stripeFirst.order.refunds).toEqual([
      expect.objectContaining({ source: "item", item: "lyrics_print", amountCents: 2000, refundId: null }),
    ]);
    const completed = changedOrder(decide(stripeFirst.order, fromFollowUp, later));
    expect(completed.refunds).toEqual([expect.objectContaining({ source: "item", refundId: "re_1" })]);
    expect(completed.refundedCents).toBe(2000);
    expect(decide(completed, fromFollowUp, later).outcome).toBe("unchanged");

    const followUpFirst = changedOrder(decide(asked, fromFollowUp, later));
    expect(followUpFirst).toMatchObject({
      refundedCents: 2000,
      refunds: [expect.objectContaining({ refundedTotalCents: 2000, refundId: "re_1", item: "lyrics_print" })],
    });
    expect(decide(followUpFirst, fromStripe, later).outcome).toBe("unchanged");

    // A later refund in Stripe's dashboard reverses the share in proportion to the order without the item's refund.
    const later50 = decide(
      followUpFirst,
      {
        type: "record_refund",
        refund: { chargeId: "ch_1", refundedTotalCents: 3000, refundId: null, amountCents: 1000, source: "stripe" },
      },
      later,
    );
    if (later50.outcome !== "changed") throw new Error("not recorded");
    expect(later50.records).toEqual([
      { type: "ledger_reversal", refundedTotalCents: 3000, excludedCents: 2000, fullRefund: false },
    ]);
  });
});
