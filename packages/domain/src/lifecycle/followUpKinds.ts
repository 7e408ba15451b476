/**
 * Every kind of follow-up (scheduled work), declared once: its action's payload (its schema,
 * dates as Date), the id one order has for it (one per order and purpose, so a repeated write adds
 * nothing), what people call it (the operations view), how often a failed run is tried again, and
 * when it is due, from the record it is about (the offer's time, the order's due date, the
 * question's...): every writer of a follow-up, and every rule that asks "is it time yet", asks
 * this table (`followUpDueAt`, `followUpOf`).
 * The stored shape, the ids, the handlers' type, the runner and the sweep all derive from this
 * table; a stored kind it does not know, or a payload its schema refuses, is an error, never a
 * follow-up that silently never runs.
 */
import { z } from "zod";
import { PHYSICAL_ITEM_KEYS } from "../deliverables";
import { DISPUTE_REMINDER_MS } from "../disputes/disputes";
import { BOOKS_DAY_PATTERN, booksCloseDueAt } from "../payouts/books";
import { occasionReminderDueAt } from "../occasionReminders/occasionReminders";
import { MONEY_RULE_NAMES } from "../payouts/moneyRules";
import {
  DELETED_ACCOUNT_FILE_RETENTION_DAYS,
  OPEN_REFUND_RECHECK_DAYS,
  UNSENT_MAIL_RECHECK_MINUTES,
} from "../privacy/accountPrivacy";
import { QUESTION_REMINDER_MS } from "../questions/questions";
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS } from "../studio";
import { pushNoticeSchema } from "../webPush/webPush";

/** How a failed run is tried again: by the task queue (with backoff), then by the sweep, at most `maxAttempts` runs in all. */
export interface FollowUpRetryPolicy {
  maxAttempts: number;
  minBackoffSeconds: number;
}

interface FollowUpKindRow<Payload extends z.ZodObject, About> {
  payload: Payload;
  /** The follow-up's id for `orderId` and this payload. */
  id: (orderId: string, payload: z.infer<Payload>) => string;
  label: string;
  retry: FollowUpRetryPolicy;
  /**
   * When it is due, from the facts of the record it is about (where its payload holds them, the
   * payload serves: `followUpOf` passes it when given nothing else).
   */
  due: (about: About) => Date;
}

const row = <Payload extends z.ZodObject, About>(declared: FollowUpKindRow<Payload, About>) => declared;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);

/** Due when written: work for the runner as soon as the change that calls for it is stored. */
const atOnce = ({ now }: { now: Date }): Date => now;

/** The artist on the order is reminded this long before its due date. */
const DUE_REMINDER_MS = DAY_MS;

/** A follow-up of the order's life: retried for about an hour, then left to the admins. */
const TIMER_RETRY: FollowUpRetryPolicy = { maxAttempts: 10, minBackoffSeconds: 30 };
/** Money through the payment provider: retried for a day of sweeps before the admins are left to it. */
const PAYMENT_RETRY: FollowUpRetryPolicy = { maxAttempts: 300, minBackoffSeconds: 30 };
/** An email: retried a while. */
const MAIL_RETRY: FollowUpRetryPolicy = { maxAttempts: 20, minBackoffSeconds: 30 };
/** A notification on the phone: a push service down for more than a few tries is given up (its email went anyway). */
const PUSH_RETRY: FollowUpRetryPolicy = { maxAttempts: 5, minBackoffSeconds: 30 };

export const FOLLOW_UP_KINDS = {
  lapse_offer: row({
    payload: z.object({ offeredAt: z.date() }),
    id: (orderId, { offeredAt }) => `${orderId}-lapse-${offeredAt.getTime()}`,
    label: "Lapse an artist's offer",
    retry: TIMER_RETRY,
    due: ({ offeredAt }: { offeredAt: Date }) => later(offeredAt, OFFER_LAPSE_MS),
  }),
  alert_unclaimed: row({
    payload: z.object({}),
    id: (orderId) => `${orderId}-unclaimed`,
    label: "Alert the admins: an order nobody took",
    retry: TIMER_RETRY,
    due: ({ firstOfferedAt }: { firstOfferedAt: Date }) => later(firstOfferedAt, UNCLAIMED_ALERT_MS),
  }),
  remind_artist: row({
    payload: z.object({ artistId: z.string().min(1) }),
    id: (orderId, { artistId }) => `${orderId}-reminder-${artistId}`,
    label: "Remind the artist of the due date",
    retry: TIMER_RETRY,
    due: ({ dueDate }: { dueDate: Date }) => later(dueDate, -DUE_REMINDER_MS),
  }),
  alert_overdue: row({
    payload: z.object({}),
    id: (orderId) => `${orderId}-overdue`,
    label: "Alert the admins: an order past its due date",
    retry: TIMER_RETRY,
    due: ({ dueDate }: { dueDate: Date }) => dueDate,
  }),
  /** Refund what is left of the payment through the payment provider, then record it. */
  refund: row({
    /** `again`: a refund asked again (the time it was asked, in ms) after the first one did not happen. */
    payload: z.object({ again: z.string().regex(/^\d+$/).optional() }),
    id: (orderId, { again }) => (again ? `${orderId}-refund-again-${again}` : `${orderId}-refund`),
    label: "Refund a cancelled order",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /** Refund a physical item's amount through the payment provider, then record it. */
  refund_item: row({
    payload: z.object({ item: z.enum(PHYSICAL_ITEM_KEYS), amountCents: z.number().int().nonnegative() }),
    id: (orderId, { item }) => `${orderId}-refund-${item}`,
    label: "Refund a print or CD that will not ship",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /** A version of the song was delivered: what waited for it starts (a gift due before its release goes out). */
  song_released: row({
    payload: z.object({ version: z.number().int().positive() }),
    id: (orderId, { version }) => `${orderId}-released-v${version}`,
    label: "Start what waited for the song",
    retry: MAIL_RETRY,
    due: atOnce,
  }),
  /** One per order and moment: a changed time writes a new one, and the old one finds the gift no longer due then. */
  send_gift: row({
    payload: z.object({ sendAt: z.date() }),
    id: (orderId, { sendAt }) => `${orderId}-gift-${sendAt.getTime()}`,
    label: "Send a gift to its recipient",
    retry: MAIL_RETRY,
    due: ({ sendAt }: { sendAt: Date }) => sendAt,
  }),
  /**
   * A song gift's arrival email to its recipient (keyed by the song gift's id, not an order's):
   * one per moment, like `send_gift`; a resend or a changed address writes one due at once.
   */
  send_song_gift: row({
    payload: z.object({ sendAt: z.date() }),
    id: (giftId, { sendAt }) => `${giftId}-song-gift-${sendAt.getTime()}`,
    label: "Send a song gift to its recipient",
    retry: MAIL_RETRY,
    due: ({ sendAt }: { sendAt: Date }) => sendAt,
  }),
  /** A question the customer has not answered two days after it was asked. */
  remind_question: row({
    payload: z.object({ questionId: z.string().min(1) }),
    id: (orderId, { questionId }) => `${orderId}-question-${questionId}`,
    label: "Remind the customer of an unanswered question",
    retry: MAIL_RETRY,
    due: ({ askedAt }: { askedAt: Date }) => later(askedAt, QUESTION_REMINDER_MS),
  }),
  /**
   * A customer's occasion reminder (its subject the account's key, `account-{uid}`): the email
   * before the occasion's day, composed when it runs from the reminder it names; a yearly one
   * writes the next year's.
   */
  remind_occasion: row({
    payload: z.object({ reminderId: z.string().min(1), occursOn: z.iso.date() }),
    id: (key, { reminderId, occursOn }) => `${key}-occasion-${reminderId}-${occursOn}`,
    label: "Remind a customer of an occasion",
    retry: MAIL_RETRY,
    due: occasionReminderDueAt,
  }),
  /**
   * An account's deletion carried out (keyed `account-{uid}`): the sign-in, profile and devices
   * go, the orders keep no personal field, the reviews become "A customer", Stripe forgets the
   * customer. Each step is idempotent, so a deletion stopped halfway is finished by the next run.
   */
  erase_account: row({
    payload: z.object({ uid: z.string().min(1) }),
    id: (key) => `${key}-erase`,
    label: "Delete an account's personal data",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /** A deleted account's songs and files, 30 days on (or later, while a refund or a dispute is open on one of its orders). */
  purge_account_files: row({
    payload: z.object({ uid: z.string().min(1), notBefore: z.date() }),
    id: (key, { notBefore }) => `${key}-files-${notBefore.getTime()}`,
    label: "Delete a deleted account's songs and files",
    retry: TIMER_RETRY,
    due: (about: { deletedAt: Date } | { refundOpenAt: Date }) =>
      "deletedAt" in about
        ? later(about.deletedAt, DELETED_ACCOUNT_FILE_RETENTION_DAYS * DAY_MS)
        : later(about.refundOpenAt, OPEN_REFUND_RECHECK_DAYS * DAY_MS),
  }),
  /**
   * A deleted account's emails that were still waiting to go when its data was erased (its
   * deletion's confirmation), deleted once delivered; another is written while some still wait.
   */
  forget_account_mail: row({
    payload: z.object({ uid: z.string().min(1), notBefore: z.date() }),
    id: (key, { notBefore }) => `${key}-mail-${notBefore.getTime()}`,
    label: "Delete a deleted account's emails once delivered",
    retry: TIMER_RETRY,
    due: ({ unsentAt }: { unsentAt: Date }) => later(unsentAt, UNSENT_MAIL_RECHECK_MINUTES * MINUTE_MS),
  }),
  /** A copy of a person's data (a JSON file and signed links), emailed to them. */
  build_data_export: row({
    payload: z.object({ uid: z.string().min(1), requestedAt: z.date() }),
    id: (key, { requestedAt }) => `${key}-export-${requestedAt.getTime()}`,
    label: "Prepare a copy of a person's data",
    retry: MAIL_RETRY,
    due: ({ requestedAt }: { requestedAt: Date }) => requestedAt,
  }),
  /**
   * The released order's share, transferred to its artist's Stripe account (one per order: the
   * order is the transfer group, its payment's charge the source); written by the release when the
   * artist can receive transfers, or by `transfer_owed` when they become able to.
   */
  transfer_share: row({
    payload: z.object({ artistId: z.string().min(1), paymentIntentId: z.string().min(1) }),
    id: (orderId) => `${orderId}-transfer`,
    label: "Transfer the artist's share",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /** A transferred share reversed after the order's full refund (one per order). */
  reverse_share: row({
    payload: z.object({ artistId: z.string().min(1) }),
    id: (orderId) => `${orderId}-reverse-transfer`,
    label: "Reverse the artist's share of a refunded order",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /**
   * An artist's account became able to receive transfers (at `readyAt`): each of their owed shares
   * gets its `transfer_share`. Not an order's follow-up: its subject (the record's `orderId`) is
   * `artist-{artistId}`, and one is written per time the account became ready.
   */
  transfer_owed: row({
    payload: z.object({ artistId: z.string().min(1), readyAt: z.date() }),
    id: (_subject, { artistId, readyAt }) => `artist-${artistId}-owed-${readyAt.getTime()}`,
    label: "Transfer an artist's owed shares",
    retry: PAYMENT_RETRY,
    due: ({ readyAt }: { readyAt: Date }) => readyAt,
  }),
  /**
   * The admins reminded of a dispute still waiting for evidence two days before Stripe's deadline
   * (one per dispute and deadline; its subject is `dispute-{disputeId}`: its order may be known
   * only later, or never).
   */
  remind_dispute_evidence: row({
    payload: z.object({ disputeId: z.string().min(1), dueBy: z.date() }),
    id: (subject, { dueBy }) => `${subject}-evidence-${dueBy.getTime()}`,
    label: "Remind the admins of a dispute's evidence deadline",
    retry: MAIL_RETRY,
    due: ({ dueBy }: { dueBy: Date }) => later(dueBy, -DISPUTE_REMINDER_MS),
  }),
  /**
   * The platform's books of a UTC day, closed from Stripe's balance transactions once the day is
   * over (`payouts/books.ts`). Not an order's follow-up: its subject is `books`; the sweep writes
   * the one of the day before, once.
   */
  close_books_day: row({
    payload: z.object({ day: z.string().regex(BOOKS_DAY_PATTERN) }),
    id: (_subject, { day }) => `books-${day}-close`,
    label: "Close the books of a day",
    retry: PAYMENT_RETRY,
    due: ({ day }: { day: string }) => booksCloseDueAt(day),
  }),
  /**
   * The money rules checked over a UTC day once its books are closed (`moneyRules.ts`): its
   * charges, its books' differences and the owed shares nothing moves. Written by the day's close
   * in the transaction that stores it; each break raises a `money_difference`.
   */
  check_money_day: row({
    payload: z.object({ day: z.string().regex(BOOKS_DAY_PATTERN) }),
    id: (_subject, { day }) => `books-${day}-money`,
    label: "Check the money of a day",
    retry: PAYMENT_RETRY,
    due: atOnce,
  }),
  /**
   * A broken money rule on Operations (one per subject and rule: an order, else `charge-{id}`):
   * each run checks the rule again, and while it is broken the follow-up is failed for good with
   * the difference in words (its error); Retry checks again; once settled outside the product,
   * Cancel it with the reason.
   */
  money_difference: row({
    payload: z.object({
      rule: z.enum(MONEY_RULE_NAMES),
      day: z.string().regex(BOOKS_DAY_PATTERN),
      chargeId: z.string().min(1).nullable(),
    }),
    id: (subject, { rule }) => `${subject}-money-${rule}`,
    label: "Settle a money difference",
    retry: TIMER_RETRY,
    due: atOnce,
  }),
  /**
   * The notification on the phone that goes with an email (`mail/{mailId}`), written in the same
   * transaction (the outbox), sent by Web Push to each of the user's devices once. Ids only: whose
   * devices and which notification; its words are composed from the records it names when it runs.
   */
  push_notification: row({
    payload: z.object({ mailId: z.string().min(1), uid: z.string().min(1), notice: pushNoticeSchema }),
    id: (orderId, { mailId }) => `${orderId}-push-${mailId}`,
    label: "Notify a phone of an email",
    retry: PUSH_RETRY,
    due: atOnce,
  }),
};

/** The key account-wide follow-ups carry where an order's follow-ups carry the order's id. */
export const accountFollowUpKey = (uid: string): string => `account-${uid}`;

type Kinds = typeof FOLLOW_UP_KINDS;
/** A payload's fields (an empty schema: none, where `z.infer` would say any key of type never). */
/** A kind's payload: its schema's fields, those that may be undefined optional. */
type PayloadOf<Schema extends z.ZodObject> = {
  [Field in keyof Schema["shape"] as undefined extends z.infer<Schema["shape"][Field]> ? never : Field]: z.infer<
    Schema["shape"][Field]
  >;
} & {
  [Field in keyof Schema["shape"] as undefined extends z.infer<Schema["shape"][Field]> ? Field : never]?: z.infer<
    Schema["shape"][Field]
  >;
};
export type FollowUpKind = keyof Kinds;
export const FOLLOW_UP_KIND_NAMES = Object.keys(FOLLOW_UP_KINDS) as FollowUpKind[];

/**
 * A follow-up's action: what must happen later or outside (its kind and that kind's payload), each
 * a record written with the change that calls for it, run by its capability. "Work" alone is the
 * artist's work on an order (`OrderWork`), see "Words" in docs/architecture.md.
 */
export type FollowUpAction = {
  [Kind in FollowUpKind]: { kind: Kind } & PayloadOf<Kinds[Kind]["payload"]>;
}[FollowUpKind];
export type FollowUpActionOf<Kind extends FollowUpKind> = Extract<FollowUpAction, { kind: Kind }>;

/** The task queue's own retries: as many as the least patient kind allows (the sweep then holds each kind to its own). */
export const FOLLOW_UP_TASK_RETRY: FollowUpRetryPolicy = {
  maxAttempts: Math.min(...FOLLOW_UP_KIND_NAMES.map((kind) => FOLLOW_UP_KINDS[kind].retry.maxAttempts)),
  minBackoffSeconds: Math.min(...FOLLOW_UP_KIND_NAMES.map((kind) => FOLLOW_UP_KINDS[kind].retry.minBackoffSeconds)),
};

/**
 * How far ahead a follow-up's task is queued: Cloud Tasks refuses a task due more than 30 days
 * ahead, so a later follow-up waits in its record, and the sweep queues it once it comes this near
 * (a day of margin).
 */
export const FOLLOW_UP_TASK_HORIZON_MS = 29 * 24 * 60 * 60 * 1000;

/** Whether a follow-up due at `dueAt` is queued as a task at `now`, or waits for the sweep to queue it later. */
export const isWithinTaskHorizon = (dueAt: Date, now: Date): boolean =>
  dueAt.getTime() <= now.getTime() + FOLLOW_UP_TASK_HORIZON_MS;

export const isFollowUpKind = (value: unknown): value is FollowUpKind =>
  typeof value === "string" && Object.hasOwn(FOLLOW_UP_KINDS, value);

/** The id the order's follow-up for `action` has: the order, then the purpose (and what it is for). */
export function followUpId(orderId: string, action: FollowUpAction): string {
  const declared = FOLLOW_UP_KINDS[action.kind] as FollowUpKindRow<z.ZodObject, unknown>;
  return declared.id(orderId, action);
}

/** The facts a kind's due time is worked out from (the offer's time, the order's due date, ...). */
export type FollowUpDueFacts<Kind extends FollowUpKind> = Parameters<Kinds[Kind]["due"]>[0];

/** When a follow-up of `kind` about these facts is due: its row's rule. */
export function followUpDueAt<Kind extends FollowUpKind>(kind: Kind, about: FollowUpDueFacts<Kind>): Date {
  return (FOLLOW_UP_KINDS[kind].due as (facts: FollowUpDueFacts<Kind>) => Date)(about);
}

/** Why a stored follow-up's action cannot run: a kind the table does not know, or a payload its schema refuses. */
export type FollowUpActionProblem =
  { problem: "unknown_kind"; kind: string } | { problem: "invalid_payload"; kind: FollowUpKind; issues: string };

/**
 * Reads a stored action (dates already turned back into Date by the store) against the table: the action,
 * or what is wrong with it.
 */
export function parseFollowUpAction(
  value: unknown,
): { ok: true; action: FollowUpAction } | ({ ok: false } & FollowUpActionProblem) {
  const data = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const kind = data.kind;
  if (!isFollowUpKind(kind))
    return { ok: false, problem: "unknown_kind", kind: typeof kind === "string" ? kind : String(kind) };
  const parsed = FOLLOW_UP_KINDS[kind].payload.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problem: "invalid_payload",
      kind,
      issues: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    };
  return { ok: true, action: { ...parsed.data, kind } as FollowUpAction };
}

/**
 * The follow-ups that move money through the payment provider: none can be cancelled (Operations
 * would cancel the money away): they are retried until the provider makes them, and a refund, a
 * transfer or a reversal made outside the marketplace is recorded by naming it (`SETTLED_BY`),
 * checked with the provider.
 */
export const MONEY_FOLLOW_UP_KINDS = [
  "refund",
  "refund_item",
  "transfer_share",
  "reverse_share",
  "transfer_owed",
] as const satisfies readonly FollowUpKind[];

export const movesMoney = (kind: string): boolean => (MONEY_FOLLOW_UP_KINDS as readonly string[]).includes(kind);

/**
 * The Stripe object that settles a money follow-up made outside the marketplace (in Stripe's
 * dashboard), by its id's prefix: a refund's refund, a share's transfer, a share's reversal. An
 * artist's owed shares (`transfer_owed`) are settled share by share, each by its transfer.
 */
export const SETTLED_BY = {
  refund: { prefix: "re_", object: "refund" },
  refund_item: { prefix: "re_", object: "refund" },
  transfer_share: { prefix: "tr_", object: "transfer" },
  reverse_share: { prefix: "trr_", object: "transfer reversal" },
} as const satisfies Partial<Record<(typeof MONEY_FOLLOW_UP_KINDS)[number], { prefix: string; object: string }>>;
export type SettledKind = keyof typeof SETTLED_BY;

/** What settles a follow-up of `kind` outside the marketplace; null when nothing does (it is retried). */
export const settledBy = (kind: string): (typeof SETTLED_BY)[SettledKind] | null =>
  Object.hasOwn(SETTLED_BY, kind) ? SETTLED_BY[kind as SettledKind] : null;

/** 409 answer to cancelling a follow-up that moves money. */
export const MONEY_FOLLOW_UP_NOT_CANCELLABLE =
  "A follow-up that moves money cannot be cancelled: retry it, or record the Stripe refund, transfer or reversal that settled it";

/** The kinds whose subject is never an order: an account, a song gift, an artist, a dispute, the books. */
const NOT_ABOUT_ORDERS: readonly FollowUpKind[] = [
  "send_song_gift",
  "erase_account",
  "purge_account_files",
  "forget_account_mail",
  "build_data_export",
  "transfer_owed",
  "remind_dispute_evidence",
  "close_books_day",
  "check_money_day",
];

/** Subjects of kinds that may be about an order or not: a money difference's charge or transfer, a notification's account. */
const NOT_AN_ORDER_SUBJECT = /^(charge|transfer|account)-/;

/** Whether a follow-up of `kind` with this subject (its record's `orderId`) is about an order. */
export const isAboutOrder = (kind: string, subject: string): boolean =>
  isFollowUpKind(kind) && !NOT_ABOUT_ORDERS.includes(kind) && !NOT_AN_ORDER_SUBJECT.test(subject);

/** The label people see for a kind (the operations view); a kind the table does not know is named as such. */
export const followUpLabel = (kind: string): string =>
  isFollowUpKind(kind) ? FOLLOW_UP_KINDS[kind].label : `Unknown follow-up (${kind})`;
