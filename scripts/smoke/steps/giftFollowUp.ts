/**
 * A follow-up carried out on time by Cloud Tasks: the new order's gift, scheduled for the next whole
 * minute at least LEAD_MS ahead (the gift form takes a time to the minute).
 *
 * Why this one: it is the follow-up a customer's own action schedules for a moment of their
 * choosing, the soonest a minute ahead, and its effect is theirs to see (`GET
 * /api/orders/:orderId/gift`: the smoke order has no song yet, so at its moment the gift turns
 * `waiting_for_song` and the customer is emailed that it will go out with the song). It crosses
 * every part of the timed path production has and the local stack stands in for: the Firestore
 * trigger `queueFollowUp` (Eventarc) queues a Cloud Task due at that moment with an OIDC token of
 * the functions' account, Cloud Tasks holds it until then and calls `runFollowUp`, whose invoker must
 * be that account. A missing invoker or a task run early shows here. The push notification of the
 * outbox is due at once (nothing to be on time for) and needs a device subscribed to a push
 * service, which a headless browser has not.
 *
 * The effect must not come before the moment, and must come within ON_TIME_MS after it: the sweep
 * (`sweepFollowUps`, every 5 minutes) also carries out what a task missed, so an effect within a
 * minute and a half is the task's but for a sweep that happens to run then; the Operations page
 * lists a follow-up whose task failed.
 */
import { giftResponseSchema, type GiftStatus } from "@songs/domain";
import type { SmokeContext } from "../smokeContext";
import { ensure } from "../stepReport";
import { SMOKE_NAME, type SignedInCustomer } from "./signUp";

/** The least time between scheduling and the moment: the trigger queues the task well before it. */
const LEAD_MS = 10_000;
/** How long after its moment the follow-up's effect may take to show. */
const ON_TIME_MS = 90_000;
const POLL_MS = 1_000;
const BEFORE_POLL_MS = 5_000;

export interface ScheduledGift {
  orderId: string;
  sendAt: Date;
}

/** The first whole minute at least LEAD_MS from `now`. */
export function giftMoment(now: Date): Date {
  const minute = 60_000;
  return new Date(Math.ceil((now.getTime() + LEAD_MS) / minute) * minute);
}

const hhmm = (moment: Date) => moment.toISOString().slice(11, 16);

async function giftStatus(
  context: SmokeContext,
  customer: SignedInCustomer,
  orderId: string,
): Promise<GiftStatus | "none"> {
  const answer = await context.api(`/api/orders/${encodeURIComponent(orderId)}/gift`, { token: customer.idToken });
  const parsed = giftResponseSchema.safeParse(answer.body);
  ensure(answer.status === 200 && parsed.success, `GET the order's gift answered ${answer.status}`);
  return parsed.data.gift?.status ?? "none";
}

export async function scheduleGift(
  context: SmokeContext,
  customer: SignedInCustomer,
  orderId: string,
  recipientEmail: string,
): Promise<{ gift: ScheduledGift; detail: string }> {
  const sendAt = giftMoment(new Date());
  const answer = await context.api(`/api/orders/${encodeURIComponent(orderId)}/gift`, {
    method: "PUT",
    token: customer.idToken,
    body: {
      recipientEmail,
      senderName: SMOKE_NAME,
      date: sendAt.toISOString().slice(0, 10),
      time: hhmm(sendAt),
      timeZone: "UTC",
      message: "A smoke test of the deployed site.",
      allowDownload: false,
    },
  });
  const parsed = giftResponseSchema.safeParse(answer.body);
  ensure(
    answer.status === 200 && parsed.success,
    `PUT the order's gift answered ${answer.status}: ${answer.text.slice(0, 200)}`,
  );
  const gift = parsed.data.gift;
  ensure(gift?.status === "scheduled", `the gift is ${gift?.status ?? "missing"}, not scheduled`);
  ensure(
    new Date(gift.sendAt).getTime() === sendAt.getTime(),
    `the gift is due ${gift.sendAt}, not ${sendAt.toISOString()}`,
  );
  return {
    gift: { orderId, sendAt },
    detail: `the order's gift to ${recipientEmail} is due at ${hhmm(sendAt)} UTC, in ${Math.round((sendAt.getTime() - Date.now()) / 1000)} s`,
  };
}

/** Waits for the gift's moment and its effect; fails on an effect before the moment or none in time. */
export async function awaitGiftOnTime(
  context: SmokeContext,
  customer: SignedInCustomer,
  gift: ScheduledGift,
): Promise<string> {
  const due = gift.sendAt.getTime();
  let checkedBefore = false;
  for (;;) {
    const status = await giftStatus(context, customer, gift.orderId);
    const now = Date.now();
    if (now < due) {
      ensure(status === "scheduled", `the gift turned ${status} at ${new Date(now).toISOString()}, before its moment`);
      checkedBefore = true;
    } else if (status === "waiting_for_song") {
      const before = checkedBefore ? "still scheduled before its moment, " : "";
      return `the gift due at ${hhmm(gift.sendAt)} UTC was ${before}carried out within ${Math.ceil((now - due) / 1000)} s after it (waiting for the song, as a paid order without one should)`;
    } else {
      ensure(status === "scheduled", `the gift turned ${status}, not waiting_for_song`);
      ensure(
        now - due < ON_TIME_MS,
        `the gift due at ${hhmm(gift.sendAt)} UTC was not carried out within ${ON_TIME_MS / 1000} s: is runFollowUp's invoker the functions' account (npm run deploy:iam)?`,
      );
    }
    // Before the moment a look now and then; after it, every second, to tell how soon it came.
    const wait = now < due ? Math.min(BEFORE_POLL_MS, due - now) : POLL_MS;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
