import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { booksDaySeconds, followUpOf, type FollowUp } from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { releaseTransfers } from "../earnings";
import { followUps, type FollowUpHandlers, type FollowUpOf } from "../followUps";
import { booksDays } from "../payouts";
import { booksBreaks, chargeBreaks, owedShareBreaks, type MoneyBreak } from "./moneyBreaks";
import { paidChargeOf, paidChargePages } from "./paidCharges";

/** Operations items are raised this many a transaction (each is read first, so one raised before is left). */
const RAISED_PER_TRANSACTION = 100;

/** The Operations item of a broken rule: one per subject and rule. */
const differenceFollowUp = (day: string, broken: MoneyBreak, now: Date): FollowUp =>
  followUpOf(broken.subject, { kind: "money_difference", rule: broken.rule, day, chargeId: broken.chargeId }, { now });

/**
 * The money rules over a closed day: its books' differences from the ledger, its charges (a page
 * of 100 at a time, with their orders and ledger entries), and every owed share to a ready account
 * (a page at a time). Each break raises its `money_difference` (once: its id is the subject's and
 * the rule's), then the check is done; run again, it raises nothing new. A day not closed yet
 * waits (the run fails and is retried).
 */
async function checkMoneyDay(db: Firestore, stripe: Stripe, record: FollowUpOf<"check_money_day">): Promise<void> {
  const { day } = record.action;
  const [closed] = await booksDays(db).between(day, day);
  if (!closed) throw new Error(`The books of ${day} are not closed yet`);
  const breaks = booksBreaks(closed.differences);
  let charges = 0;
  for await (const page of paidChargePages(stripe, booksDaySeconds(day))) {
    charges += page.length;
    breaks.push(...(await chargeBreaks(db, stripe, page)));
  }
  breaks.push(...(await owedShareBreaks(db)));
  const now = new Date();
  for (let start = 0; start < breaks.length; start += RAISED_PER_TRANSACTION) {
    const raised = breaks
      .slice(start, start + RAISED_PER_TRANSACTION)
      .map((broken) => differenceFollowUp(day, broken, now));
    await runTransaction(db, async (transaction) => (await followUps(db).prepareCreate(transaction, raised))());
  }
  await followUps(db).close(
    record.id,
    `${charges} charges and ${closed.differences.length} books differences checked: ${breaks.length} raised`,
  );
}

/** The rule's breaks about the item's subject now, read as the day's check read them. */
async function breaksNow(db: Firestore, stripe: Stripe, record: FollowUpOf<"money_difference">): Promise<MoneyBreak[]> {
  const { rule, day, chargeId } = record.action;
  const subject = record.orderId;
  switch (rule) {
    case "charge_accounted":
    case "order_split":
      return chargeId
        ? chargeBreaks(db, stripe, [await paidChargeOf(stripe, await stripe.charges.retrieve(chargeId))])
        : [];
    case "books_ledger":
      return booksBreaks((await booksDays(db).between(day, day))[0]?.differences ?? []);
    case "owed_share_moving": {
      const release = await releaseTransfers(db).ofOrder(subject);
      return release?.transfer?.state === "owed" ? owedShareBreaks(db, [[release]]) : [];
    }
  }
}

/**
 * An Operations item of a broken money rule: checked again when it runs (raised, or retried by an
 * admin); still broken, it is failed for good with the difference in words (on Operations, with
 * its order); holding now, it is done.
 */
async function settleMoneyDifference(
  db: Firestore,
  stripe: Stripe,
  record: FollowUpOf<"money_difference">,
): Promise<void> {
  const still = (await breaksNow(db, stripe, record)).find(
    (broken) => broken.rule === record.action.rule && broken.subject === record.orderId,
  );
  if (!still) {
    await followUps(db).close(record.id, "the rule holds now");
    return;
  }
  await runTransaction(db, async (transaction) => {
    followUps(db).markRefused(transaction, record.id, still.detail);
  });
}

/** The money checks' follow-ups: a day's check, and each difference it raised. */
export const moneyCheckFollowUpHandlers = ({
  db,
  stripe,
}: {
  db: Firestore;
  stripe: Stripe;
}): Pick<FollowUpHandlers, "check_money_day" | "money_difference"> => ({
  check_money_day: (record) => checkMoneyDay(db, stripe, record),
  money_difference: (record) => settleMoneyDifference(db, stripe, record),
});
