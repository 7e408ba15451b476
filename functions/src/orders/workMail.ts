import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { occasionLabel, OFFER_LAPSE_HOURS, UNCLAIMED_ALERT_HOURS } from "@songs/domain";
import { users } from "../account";
import { artistAccounts } from "../artistAccounts";
import { mailQueue, type MailMessage } from "../adapters/mail/mailQueue";
import { loadContactConfig } from "../contact";
import type { OrderRecord } from "./orderRecord";
import type { WorkOutcome, WorkingOrder } from "./work";

const SIGN_OFF = ["", "Songs From The Heart"];

/** The email of the account linked to an artist profile; null when no account is linked. */
async function artistEmail(db: Firestore, artistId: string): Promise<string | null> {
  return (await artistAccounts(db).get(artistId))?.email || null;
}

async function customerEmail(db: Firestore, order: OrderRecord): Promise<string | null> {
  return order.customerEmail ?? (await users(db).emailOf(order.userId));
}

const describe = (order: OrderRecord) => `the ${occasionLabel(order.occasion)} song for ${order.recipientName}`;

function offerMail(to: string, order: OrderRecord, siteUrl: string): MailMessage {
  return {
    to,
    subject: `New song offer: ${describe(order)}`,
    text: [`You have been offered ${describe(order)}.`, `Accept or decline it within ${OFFER_LAPSE_HOURS} hours in your studio: ${siteUrl}/studio/orders/${order.id}`, ...SIGN_OFF].join("\n"),
  };
}

function offerTakenMail(to: string, order: OrderRecord, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Offer taken: ${describe(order)}`,
    text: [`Another artist accepted ${describe(order)} first, so the offer is closed.`, `Your other offers are in your studio: ${siteUrl}/studio`, ...SIGN_OFF].join("\n"),
  };
}

function customerChoiceMail(to: string, order: OrderRecord, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Your song for ${order.recipientName}: please choose how to continue`,
    text: [
      `The artist you chose cannot make your song for ${order.recipientName}.`,
      "You can have another artist of the same style make it, or cancel the order with a full refund.",
      `Choose on your dashboard: ${siteUrl}/dashboard`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

function unclaimedMail(to: string, order: OrderRecord, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Unclaimed order: ${describe(order)}`,
    text: [`No artist has accepted order ${order.id} within ${UNCLAIMED_ALERT_HOURS} hours.`, `Assign an artist: ${siteUrl}/admin/orders`, ...SIGN_OFF].join("\n"),
  };
}

/** The customer asked for changes: the artist who made the song finds the note in the Revisions tab. */
function revisionRequestedMail(to: string, order: OrderRecord, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Revision requested: ${describe(order)}`,
    text: [`The customer asked for changes to ${describe(order)}.`, `Their note is in your studio's Revisions tab: ${siteUrl}/studio/orders/${order.id}`, ...SIGN_OFF].join("\n"),
  };
}

/** Queues `mail` once under `id` for an artist with a linked account. */
async function mailArtist(db: Firestore, artistId: string, id: string, mail: (to: string) => MailMessage, orderId: string): Promise<void> {
  const to = await artistEmail(db, artistId);
  if (to) await mailQueue(db).sendOnce(id, mail(to), { orderId, artistId });
}

/**
 * The emails a work operation calls for, each queued once (deterministic ids), after its
 * transaction committed. A failure is logged and does not undo the work: the studio and the
 * dashboards show the same state.
 */
export async function sendWorkMails(db: Firestore, siteUrl: string, outcome: WorkOutcome): Promise<void> {
  const { order } = outcome;
  const sends: Promise<unknown>[] = [
    ...outcome.newlyOffered.map((artistId) => mailArtist(db, artistId, `work-offer-${order.id}-${artistId}`, (to) => offerMail(to, order, siteUrl), order.id)),
    ...outcome.takenFrom.map((artistId) => mailArtist(db, artistId, `work-offer-taken-${order.id}-${artistId}`, (to) => offerTakenMail(to, order, siteUrl), order.id)),
  ];
  if (outcome.customerAsked) sends.push(mailCustomerChoice(db, order, siteUrl));
  if (outcome.alertAdmins) {
    sends.push(mailQueue(db).sendOnce(`work-unclaimed-${order.id}`, unclaimedMail(loadContactConfig().supportEmail, order, siteUrl), { orderId: order.id }));
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) {
    if (result.status === "rejected") logger.error("A studio email could not be queued", { orderId: order.id, error: String(result.reason) });
  }
}

async function mailCustomerChoice(db: Firestore, order: WorkingOrder, siteUrl: string): Promise<void> {
  const to = await customerEmail(db, order);
  if (to) await mailQueue(db).sendOnce(`work-customer-choice-${order.id}-${order.work.passedBy.length}`, customerChoiceMail(to, order, siteUrl), { orderId: order.id });
}

/** Tells the artist working on the order that the customer asked for a revision (once per request). */
export async function sendRevisionRequestedMail(db: Firestore, siteUrl: string, order: OrderRecord, revisionCount: number): Promise<void> {
  const artistId = order.work?.artistId;
  if (!artistId) return;
  try {
    await mailArtist(db, artistId, `work-revision-${order.id}-${revisionCount}`, (to) => revisionRequestedMail(to, order, siteUrl), order.id);
  } catch (error) {
    logger.error("The revision email to the artist could not be queued", { orderId: order.id, error: String(error) });
  }
}
