import {
  ADD_ONS,
  PACKAGES,
  formatCents,
  MESSAGES,
  occasionLabel,
} from "@songs/domain";
import type { MailMessage } from "../adapters/mail/mailQueue";
import type { PaidOrder } from "../orders";

/** The customer's confirmation of a paid order. */
export function orderConfirmationMail(orderId: string, order: PaidOrder & { customerEmail: string }): MailMessage {
  const addOns = order.addOns.map((key) => ADD_ONS[key].label);
  return {
    to: order.customerEmail,
    subject: `Your song for ${order.recipientName} is ordered`,
    text: [
      `Thank you! We received your payment of ${formatCents(order.totalCents)}.`,
      "",
      `Order: ${orderId}`,
      `Recipient: ${order.recipientName}`,
      `Occasion: ${occasionLabel(order.occasion)}`,
      `Package: ${PACKAGES[order.package].name}`,
      `Add-ons: ${addOns.length > 0 ? addOns.join(", ") : "none"}`,
      ...(order.artistName ? [`Artist: ${order.artistName}`] : []),
      "",
      MESSAGES.builderArtistContact,
    ].join("\n"),
  };
}
