import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  addOnLabel,
  DISPUTE_EVIDENCE_FIELDS,
  formatCents,
  packageLabel,
  statusLabel,
  type DisputeEvidence,
} from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { downloads, orderReads, type OrderRecord } from "../orders";
import { questions } from "../questions";

/** At most this many emails are listed in the evidence. */
const EMAILS_LISTED = 50;

const when = (date: Date) => date.toISOString().replace("T", " ").slice(0, 16) + " UTC";

/** What Stripe holds as the dispute's evidence, in the form's fields (once some was staged or submitted). */
export function evidenceAtStripe(dispute: Stripe.Dispute): DisputeEvidence {
  const held = dispute.evidence as unknown as Record<string, string | null>;
  return Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.map((field) => [field, held[field] ?? ""])) as DisputeEvidence;
}

/**
 * The evidence prepared from the order's own records, for the admin to read, edit and submit: what
 * was ordered and when, the song's release and delivery, its first download, the emails sent about
 * it, and the customer's own messages (their answers to the artist's questions). Without an order
 * (a charge the product does not know), only what Stripe knows of the customer.
 */
export async function prepareEvidence(
  db: Firestore,
  siteUrl: string,
  order: OrderRecord | null,
  dispute: Stripe.Dispute,
): Promise<DisputeEvidence> {
  const fromStripe = evidenceAtStripe(dispute);
  if (!order) return fromStripe;
  const [history, firstDownload, emails, thread] = await Promise.all([
    orderReads(db).history(order.id),
    downloads(db).firstAt(order.id),
    mailQueue(db).aboutOrder(order.id, EMAILS_LISTED),
    questions({ db, siteUrl }).listFor(order.id),
  ]);
  const addOns = order.addOns.map(addOnLabel);
  const delivered = history.filter((entry) => entry.to === "completed" || entry.songVersion !== undefined);
  const activity = [
    `${when(order.createdAt)}: ordered and paid (${formatCents(order.totalCents)})`,
    ...history.map(
      (entry) =>
        `${when(entry.createdAt)}: ${statusLabel(entry.from)} → ${statusLabel(entry.to)}` +
        (entry.songVersion ? ` (song version ${entry.songVersion} delivered)` : ""),
    ),
    ...(firstDownload ? [`${when(firstDownload)}: the customer first downloaded the song`] : []),
    ...emails
      .filter((email) => email.to === order.customerEmail)
      .map((email) => `${when(email.createdAt)}: email to the customer: "${email.subject}"`),
  ];
  const messages = thread.flatMap((question) =>
    question.answer?.text ? [`${when(question.answer.answeredAt)}, the customer wrote: "${question.answer.text}"`] : [],
  );
  const released = delivered.at(-1)?.createdAt ?? null;
  return {
    product_description:
      `A custom song written and recorded for ${order.recipientName} (${packageLabel(order.package)}` +
      `${addOns.length > 0 ? ` with ${addOns.join(", ")}` : ""}), ordered on ${when(order.createdAt)} for ` +
      `${formatCents(order.totalCents)}. ${
        released ? `The song was delivered on ${when(released)}.` : "The song has not been delivered yet."
      }`,
    customer_name: fromStripe.customer_name,
    customer_email_address: order.customerEmail ?? fromStripe.customer_email_address,
    service_date: released ? released.toISOString().slice(0, 10) : "",
    access_activity_log: activity.join("\n"),
    uncategorized_text: messages.length > 0 ? `The customer's messages:\n${messages.join("\n")}` : "",
  };
}
