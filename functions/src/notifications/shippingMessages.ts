import {
  DELIVERABLE_NOUNS,
  formatCents,
  orderNumber,
  trackingUrl,
  type PhysicalItemKey,
  type Shipment,
} from "@songs/domain";
import { adminOrderLink, customerOrderLink, type MessageText, type NoticeOrder } from "./orderMessages";
import { SITE_NAME } from "./siteName";

/** What the shipping emails read of an order besides the notice's fields: its physical items' records. */
export type ShippingNoticeOrder = NoticeOrder & {
  shipments?: readonly Pick<Shipment, "item" | "carrier" | "trackingNumber">[];
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lines = (...body: string[]) => [...body, "", SITE_NAME].join("\n");

/** The customer's words when a physical item ships or is refunded before it ships. */
export const shippingMessages = {
  itemShipped(order: ShippingNoticeOrder, siteUrl: string, item: PhysicalItemKey): MessageText {
    const shipment = order.shipments?.find((entry) => entry.item === item);
    const carrier = shipment?.carrier ?? "";
    const number = shipment?.trackingNumber ?? "";
    const link = carrier && number ? trackingUrl(carrier, number) : null;
    return {
      subject: `${capitalized(DELIVERABLE_NOUNS[item])} for ${order.recipientName} is on its way`,
      text: lines(
        `Good news: ${DELIVERABLE_NOUNS[item]} of your song for ${order.recipientName} has shipped.`,
        "",
        `Carrier: ${carrier}`,
        `Tracking number: ${number}`,
        ...(link ? [`Track it: ${link}`] : []),
        "",
        `Follow it on your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },

  itemRefunding(order: ShippingNoticeOrder, siteUrl: string, item: PhysicalItemKey, amountCents: number): MessageText {
    return {
      subject: `A refund for your order for ${order.recipientName}`,
      text: lines(
        `We are refunding ${formatCents(amountCents)} for ${DELIVERABLE_NOUNS[item]} of your order ${orderNumber(order.id)}, which will not be posted.`,
        "Banks usually show a refund within 5 to 10 days. Your song and everything else in the order stay yours.",
        `Your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },

  /** To the admins: Stripe refused an item's refund. */
  itemRefundFailed(order: ShippingNoticeOrder, siteUrl: string, item: PhysicalItemKey, reason: string): MessageText {
    return {
      subject: `Refund failed: ${DELIVERABLE_NOUNS[item]} of order ${orderNumber(order.id)}`,
      text: lines(
        `The refund of ${DELIVERABLE_NOUNS[item]} of order ${orderNumber(order.id)} could not be made through Stripe: ${reason}.`,
        `Refund it in Stripe's dashboard; the refund is then recorded on the order by itself. ${adminOrderLink(siteUrl, order)}`,
      ),
    };
  },
};
