import {
  adminOrderPath,
  customerOrderPath,
  orderNumber,
  orderStatusFor,
  studioOrderPath,
  type OrderAudience,
} from "@songs/domain";
import type { MessageText, NoticeOrder } from "./orderMessages";
import { describeTime } from "./securityMessages";

/** Where each audience opens the order: the customer's order page, the studio's, the admins' orders with it open. */
function orderLink(audience: OrderAudience, siteUrl: string, orderId: string): string {
  if (audience === "customer") return `${siteUrl}${customerOrderPath(orderId)}`;
  if (audience === "artist") return `${siteUrl}${studioOrderPath(orderId)}`;
  return `${siteUrl}${adminOrderPath(orderId)}`;
}

/**
 * The lines every order email closes with: the order's short number and link, and the same status,
 * next step and moment its reader sees on their screens (`orderStatusFor`).
 */
export function orderStatusLines(audience: OrderAudience, order: NoticeOrder, siteUrl: string): string[] {
  const said = orderStatusFor(audience, {
    ...order,
    hasReview: order.reviewed,
  });
  return [
    `Order ${orderNumber(order.id)}: ${orderLink(audience, siteUrl, order.id)}`,
    `Status: ${said.label}. ${said.next}`,
    ...(said.when ? [`${said.when.label} ${describeTime(new Date(said.when.at))}`] : []),
  ];
}

/** The email's text with the status lines after its body (before the sign-off's blank line and name). */
export function withOrderStatus(message: MessageText, lines: readonly string[]): MessageText {
  return { ...message, text: `${message.text}\n\n${lines.join("\n")}` };
}
