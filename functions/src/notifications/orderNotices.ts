import type { OrderAudience, OrderEvent, OrderEventType, PushNotice } from "@songs/domain";
import { orderStatusLines, withOrderStatus } from "./orderStatusLines";
import { adminMessages, artistMessages, customerMessages, type MessageText } from "./orderMessages";
import { shippingMessages, type ShippingNoticeOrder } from "./shippingMessages";

/** What the emails read of an order. */
type NoticeOrder = ShippingNoticeOrder;

/** Who an order email goes to; the orders capability knows their addresses. */
export type NoticeRecipient = { role: "customer" } | { role: "artist"; artistId: string } | { role: "admins" };

/**
 * One email an order event sends: its deterministic `mail/{id}` (so it is written once, whatever
 * runs the event twice), whom it goes to, and its words.
 */
export interface OrderNotice {
  id: string;
  to: NoticeRecipient;
  message: MessageText;
  /** The notification on the recipient's phone that goes with the email (its words composed when it is sent). */
  push?: PushNotice;
}

type NoticesOf<Type extends OrderEventType> = (
  event: Extract<OrderEvent, { type: Type }>,
  order: NoticeOrder,
  siteUrl: string,
) => OrderNotice[];

const customer = { role: "customer" } as const;
const admins = { role: "admins" } as const;
const artist = (artistId: string) => ({ role: "artist", artistId }) as const;

/** Each of the artists gets the message, under an id of its own. */
const eachArtist = (
  artistIds: readonly string[],
  id: (artistId: string) => string,
  message: () => MessageText,
): OrderNotice[] => artistIds.map((artistId) => ({ id: id(artistId), to: artist(artistId), message: message() }));

/**
 * Which emails each event of an order's life sends: the one map from what happened to whom is
 * told what. A new email is one more entry here (its words in orderMessages.ts).
 */
export const ORDER_NOTICES: { [Type in OrderEventType]: NoticesOf<Type> } = {
  order_paid: (_event, order) => [
    { id: `order-confirmation-${order.id}`, to: customer, message: customerMessages.orderConfirmed(order) },
  ],
  offered: ({ artistIds }, order, siteUrl) =>
    eachArtist(
      artistIds,
      (id) => `work-offer-${order.id}-${id}`,
      () => artistMessages.offer(order, siteUrl),
    ).map((notice) => ({ ...notice, push: { about: "offer" } satisfies PushNotice })),
  offer_taken: ({ artistIds }, order, siteUrl) =>
    eachArtist(
      artistIds,
      (id) => `work-offer-taken-${order.id}-${id}`,
      () => artistMessages.offerTaken(order, siteUrl),
    ),
  offer_withdrawn: ({ artistIds }, order, siteUrl) =>
    eachArtist(
      artistIds,
      (id) => `work-offer-withdrawn-${order.id}-${id}`,
      () => artistMessages.offerWithdrawn(order, siteUrl),
    ),
  customer_choice_needed: ({ passes }, order, siteUrl) => [
    {
      id: `work-customer-choice-${order.id}-${passes}`,
      to: customer,
      message: customerMessages.chooseHowToContinue(order, siteUrl),
    },
  ],
  queued_for_admins: ({ reason }, order, siteUrl) => [
    {
      id: `work-needs-artist-${order.id}-${reason}`,
      to: admins,
      message: adminMessages.needsArtist(order, siteUrl, reason),
    },
  ],
  unclaimed_too_long: (_event, order, siteUrl) => [
    { id: `work-unclaimed-${order.id}`, to: admins, message: adminMessages.unclaimed(order, siteUrl) },
  ],
  assigned: ({ artistId, previousArtistId }, order, siteUrl) => [
    {
      id: `work-assigned-${order.id}-${artistId}`,
      to: artist(artistId),
      message: artistMessages.assigned(order, siteUrl),
    },
    ...(previousArtistId && previousArtistId !== artistId
      ? [
          {
            id: `work-reassigned-${order.id}-${previousArtistId}`,
            to: artist(previousArtistId),
            message: artistMessages.reassigned(order, siteUrl),
          },
        ]
      : []),
  ],
  song_sent_back: ({ artistId }, order, siteUrl) => [
    {
      id: `work-sent-back-${order.id}-${order.work?.submittedVersions ?? 0}`,
      to: artist(artistId),
      message: artistMessages.sentBack(order, siteUrl),
      push: { about: "sent_back" },
    },
  ],
  song_released: ({ version }, order, siteUrl) => [
    {
      id: `song-ready-${order.id}-v${version}`,
      to: customer,
      message: customerMessages.songReady(order, siteUrl, version),
      push: { about: "song_ready", version },
    },
  ],
  revision_requested: ({ artistId, count }, order, siteUrl) =>
    artistId
      ? [
          {
            id: `work-revision-${order.id}-${count}`,
            to: artist(artistId),
            message: artistMessages.revisionRequested(order, siteUrl),
          },
        ]
      : [],
  due_soon: ({ artistId, dueAt }, order, siteUrl) => [
    {
      id: `work-due-soon-${order.id}-${artistId}`,
      to: artist(artistId),
      message: artistMessages.dueSoon(order, siteUrl, dueAt),
    },
  ],
  overdue: ({ dueAt }, order, siteUrl) => [
    { id: `work-overdue-${order.id}`, to: admins, message: adminMessages.overdue(order, siteUrl, dueAt) },
  ],
  order_cancelled: ({ refunding, artistId }, order, siteUrl) => [
    {
      id: `order-cancelled-${order.id}`,
      to: customer,
      message: customerMessages.orderCancelled(order, siteUrl, refunding),
    },
    ...(artistId
      ? [
          {
            id: `work-cancelled-${order.id}-${artistId}`,
            to: artist(artistId),
            message: artistMessages.orderCancelled(order, siteUrl),
          },
        ]
      : []),
  ],
  refund_failed: ({ reason, item }, order, siteUrl) =>
    item
      ? [
          {
            id: `refund-failed-${order.id}-${item}`,
            to: admins,
            message: shippingMessages.itemRefundFailed(order, siteUrl, item, reason),
          },
        ]
      : [{ id: `refund-failed-${order.id}`, to: admins, message: adminMessages.refundFailed(order, siteUrl, reason) }],
  item_shipped: ({ item }, order, siteUrl) => [
    {
      id: `item-shipped-${order.id}-${item}`,
      to: customer,
      message: shippingMessages.itemShipped(order, siteUrl, item),
    },
  ],
  item_refunding: ({ item, amountCents }, order, siteUrl) => [
    {
      id: `item-refund-${order.id}-${item}`,
      to: customer,
      message: shippingMessages.itemRefunding(order, siteUrl, item, amountCents),
    },
  ],
};

const AUDIENCE_OF: Readonly<Record<NoticeRecipient["role"], OrderAudience>> = {
  customer: "customer",
  artist: "artist",
  admins: "admin",
};

/** The emails these events send, in order, each closing with the order's status as its reader sees it. */
export function orderNotices(events: readonly OrderEvent[], order: NoticeOrder, siteUrl: string): OrderNotice[] {
  return events
    .flatMap((event) => (ORDER_NOTICES[event.type] as NoticesOf<typeof event.type>)(event as never, order, siteUrl))
    .map((notice) => ({
      ...notice,
      message: withOrderStatus(notice.message, orderStatusLines(AUDIENCE_OF[notice.to.role], order, siteUrl)),
    }));
}
