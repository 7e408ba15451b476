import { requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { z } from "zod";
import type { Dependencies } from "../http/Dependencies";
import { verifiedStripeEvent } from "../http/verifiedStripeEvent";
import { handler } from "../http/handler";
import type { StripeConnectWebhookEvent } from "./connectEvents";
import { keepStripePayout } from "./bankPayouts";
import { payoutAccounts } from "./payoutAccounts";

/** Only a JSON object gets as far as the signature check; the verified raw body is the real input. */
const webhookBodySchema = z.looseObject({});

type ConnectDependencies = Pick<Dependencies, "db" | "stripe">;

type EventHandlers = {
  [T in StripeConnectWebhookEvent]: (
    event: Extract<Stripe.Event, { type: T }>,
    deps: ConnectDependencies,
  ) => Promise<void>;
};

/**
 * `payout.paid` and `payout.failed`: the payout as Stripe now says it is (read fresh on the
 * account, so a late or repeated event cannot step it back), kept for the artist whose account it is.
 */
async function keepPayout(
  event: Stripe.PayoutPaidEvent | Stripe.PayoutFailedEvent,
  { db, stripe }: ConnectDependencies,
): Promise<void> {
  const accountId = event.account;
  const record = accountId ? await payoutAccounts(db).findByStripeAccount(accountId) : null;
  if (!accountId || !record) {
    requestLog.warn("Connect payout event for an unknown account acknowledged", {
      eventId: event.id,
      type: event.type,
      stripeAccountId: accountId ?? null,
    });
    return;
  }
  const { payout, moved } = await keepStripePayout(db, stripe, {
    artistId: record.artistId,
    stripeAccountId: accountId,
    payoutId: event.data.object.id,
  });
  requestLog.info("Bank payout kept", {
    eventId: event.id,
    artistId: record.artistId,
    payoutId: payout.id,
    status: payout.status,
    paidOutMoved: moved,
  });
}

const EVENT_HANDLERS: EventHandlers = {
  "account.updated": async (event, { db, stripe }) => {
    const store = payoutAccounts(db);
    const accountId = event.data.object.id;
    const record = await store.findByStripeAccount(accountId);
    if (!record) {
      // Another platform integration's account, or one made outside the studio: nothing of ours to update.
      requestLog.warn("Connect event for an unknown account acknowledged", {
        eventId: event.id,
        type: event.type,
        stripeAccountId: accountId,
      });
      return;
    }
    // The account as it is now, not as this (possibly late) event saw it.
    // Becoming able to receive transfers writes, with the facts, the one follow-up that transfers the owed shares.
    const owedQueued = await store.saveFacts(record.artistId, await stripe.accounts.retrieve(accountId));
    requestLog.info("Payout account updated", {
      eventId: event.id,
      artistId: record.artistId,
      stripeAccountId: accountId,
      owedQueued,
    });
  },
  "payout.paid": keepPayout,
  "payout.failed": keepPayout,
};

/**
 * POST /api/stripe/connect-webhook: the Connect endpoint's signed events (the artists' connected
 * accounts), verified with its own signing secret. `account.updated` refreshes the artist's stored
 * account state; `payout.paid` and `payout.failed` keep the artist's bank payout; any other event is
 * acknowledged and logged.
 */
export const handleConnectWebhook = handler(webhookBodySchema, async ({ req, config, db, stripe }) => {
  const event = verifiedStripeEvent(req, stripe, config.stripe.connectWebhookSecret);
  const handle = (
    EVENT_HANDLERS as Partial<Record<string, (event: Stripe.Event, deps: ConnectDependencies) => Promise<void>>>
  )[event.type];
  if (handle) await handle(event, { db, stripe });
  else
    requestLog.info("Connect event acknowledged", {
      eventId: event.id,
      type: event.type,
      stripeAccountId: event.account ?? null,
    });
  return { received: true };
});
