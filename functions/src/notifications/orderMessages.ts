import {
  ADD_ONS,
  adminOrderPath,
  customerOrderPath,
  formatCents,
  deliveryPromise,
  isPackageKey,
  MESSAGES,
  occasionLabel,
  OFFER_LAPSE_HOURS,
  PACKAGES,
  studioOrderPath,
  UNCLAIMED_ALERT_HOURS,
  orderNumber,
  type WorkStage,
} from "@songs/domain";
import { describeTime } from "./securityMessages";
import { SITE_NAME } from "./siteName";

/** What the order emails say of an order (the stored order has these fields). */
export interface NoticeOrder {
  id: string;
  occasion: string;
  recipientName: string;
  package: string;
  addOns: string[];
  totalCents: number;
  artistName: string | null;
  work: { submittedVersions: number; passedBy: string[]; stage: WorkStage } | null;
  /** What the status every email closes with reads (`orderStatusFor`). */
  status: string;
  revisionRequested: boolean;
  createdAt: Date;
  releasedAt: Date | null;
  reviewed: boolean;
}

/** An email's words; whom it goes to is the notice's. */
export interface MessageText {
  subject: string;
  text: string;
}

const SIGN_OFF = ["", SITE_NAME];
const lines = (...body: string[]) => [...body, ...SIGN_OFF].join("\n");
const describe = (order: NoticeOrder) => `the ${occasionLabel(order.occasion)} song for ${order.recipientName}`;
const studioOrderLink = (siteUrl: string, order: Pick<NoticeOrder, "id">) => `${siteUrl}${studioOrderPath(order.id)}`;
/** The customer's page of the order: its details on their dashboard. */
export const customerOrderLink = (siteUrl: string, order: Pick<NoticeOrder, "id">) =>
  `${siteUrl}${customerOrderPath(order.id)}`;
/** The admins' orders with this order open. */
export const adminOrderLink = (siteUrl: string, order: Pick<NoticeOrder, "id">) =>
  `${siteUrl}${adminOrderPath(order.id)}`;

/** The customer's words for each moment of their order. */
export const customerMessages = {
  orderConfirmed(order: NoticeOrder): MessageText {
    const addOns = order.addOns.map((key) => (key in ADD_ONS ? ADD_ONS[key as keyof typeof ADD_ONS].label : key));
    return {
      subject: `Your song for ${order.recipientName} is ordered`,
      text: [
        `Thank you! We received your payment of ${formatCents(order.totalCents)}.`,
        "",
        `Order: ${orderNumber(order.id)}`,
        `Recipient: ${order.recipientName}`,
        `Occasion: ${occasionLabel(order.occasion)}`,
        `Package: ${isPackageKey(order.package) ? PACKAGES[order.package].name : order.package}`,
        `Add-ons: ${addOns.length > 0 ? addOns.join(", ") : "none"}`,
        ...(isPackageKey(order.package) ? [`${deliveryPromise(order.package, order.addOns)} of your payment.`] : []),
        ...(order.artistName ? [`Artist: ${order.artistName}`] : []),
        "",
        MESSAGES.builderArtistContact,
      ].join("\n"),
    };
  },

  chooseHowToContinue(order: NoticeOrder, siteUrl: string): MessageText {
    return {
      subject: `Your song for ${order.recipientName}: please choose how to continue`,
      text: lines(
        `The artist you chose cannot make your song for ${order.recipientName}.`,
        "You can have another artist of the same style make it, or cancel the order with a full refund.",
        `Choose on your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },

  songReady(order: NoticeOrder, siteUrl: string, version: number): MessageText {
    const isRevision = version > 1;
    return {
      subject: isRevision
        ? `A new version of your song for ${order.recipientName} is ready`
        : `Your song for ${order.recipientName} is ready!`,
      text: [
        isRevision
          ? `The revised version of your custom song for ${order.recipientName} is ready.`
          : `Great news: your custom song for ${order.recipientName} is ready.`,
        "",
        `Listen, download and share it from your order: ${customerOrderLink(siteUrl, order)}`,
        ...SIGN_OFF,
      ].join("\n"),
    };
  },

  orderCancelled(order: NoticeOrder, siteUrl: string, refunding: boolean): MessageText {
    return {
      subject: `Your song for ${order.recipientName} is cancelled`,
      text: lines(
        `Your order ${orderNumber(order.id)} for ${describe(order)} is cancelled.`,
        refunding
          ? `Your payment of ${formatCents(order.totalCents)} is being refunded to your card; banks usually show it within 5 to 10 days.`
          : "",
        `Your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },
};

/** The artist's words: offers, the work's turns, reminders. */
export const artistMessages = {
  offer: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `New song offer: ${describe(order)}`,
    text: lines(
      `You have been offered ${describe(order)}.`,
      `Accept or decline it within ${OFFER_LAPSE_HOURS} hours in your studio: ${studioOrderLink(siteUrl, order)}`,
    ),
  }),
  offerTaken: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Offer taken: ${describe(order)}`,
    text: lines(
      `Another artist accepted ${describe(order)} first, so the offer is closed.`,
      `Your other offers are in your studio: ${siteUrl}/studio`,
    ),
  }),
  offerWithdrawn: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Offer withdrawn: ${describe(order)}`,
    text: lines(
      `The offer of ${describe(order)} is closed: the marketplace's team took the order on.`,
      `Your other offers are in your studio: ${siteUrl}/studio`,
    ),
  }),
  assigned: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `New order for you: ${describe(order)}`,
    text: lines(
      `The marketplace's team gave you ${describe(order)}.`,
      `The brief is in your studio: ${studioOrderLink(siteUrl, order)}`,
    ),
  }),
  reassigned: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Order moved to another artist: ${describe(order)}`,
    text: lines(
      `The marketplace's team gave ${describe(order)} to another artist, so it has left your queue.`,
      `Your studio: ${siteUrl}/studio`,
    ),
  }),
  sentBack: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Changes asked in the song check: ${describe(order)}`,
    text: lines(
      `The song check sent your version of ${describe(order)} back with notes.`,
      `Read them and submit again: ${studioOrderLink(siteUrl, order)}`,
    ),
  }),
  revisionRequested: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Revision requested: ${describe(order)}`,
    text: lines(
      `The customer asked for changes to ${describe(order)}.`,
      `Their note is in your studio's Revisions tab: ${studioOrderLink(siteUrl, order)}`,
    ),
  }),
  dueSoon: (order: NoticeOrder, siteUrl: string, dueAt: Date): MessageText => ({
    subject: `Due tomorrow: ${describe(order)}`,
    text: lines(
      `You are making ${describe(order)}, due on ${describeTime(dueAt)}.`,
      `Submit it for the song check in your studio: ${studioOrderLink(siteUrl, order)}`,
    ),
  }),
  orderCancelled: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Order cancelled: ${describe(order)}`,
    text: lines(
      `The order of ${describe(order)} was cancelled, so it has left your queue. Please stop work on it.`,
      `Your studio: ${siteUrl}/studio`,
    ),
  }),
};

/** The admins' words (to the support inbox): orders that need someone. */
export const adminMessages = {
  needsArtist: (
    order: NoticeOrder,
    siteUrl: string,
    reason: "chosen_artist_not_in_studio" | "no_fitting_artist",
  ): MessageText => ({
    subject: `Order needs an artist: ${describe(order)}`,
    text: lines(
      reason === "chosen_artist_not_in_studio"
        ? `Order ${orderNumber(order.id)} was paid for ${order.artistName ?? "an artist"}, who has no studio account, so nobody can accept it in the studio.`
        : `No available artist in the studio fits order ${orderNumber(order.id)}, or all of them passed on it.`,
      `Assign an artist, or make the song and upload it: ${adminOrderLink(siteUrl, order)}`,
    ),
  }),
  unclaimed: (order: NoticeOrder, siteUrl: string): MessageText => ({
    subject: `Unclaimed order: ${describe(order)}`,
    text: lines(
      `No artist has accepted order ${orderNumber(order.id)} within ${UNCLAIMED_ALERT_HOURS} hours.`,
      `Assign an artist: ${adminOrderLink(siteUrl, order)}`,
    ),
  }),
  overdue: (order: NoticeOrder, siteUrl: string, dueAt: Date): MessageText => ({
    subject: `Overdue order: ${describe(order)}`,
    text: lines(
      `Order ${orderNumber(order.id)} was due on ${describeTime(dueAt)} and is not delivered.`,
      `See it in the orders: ${adminOrderLink(siteUrl, order)}`,
    ),
  }),
  refundFailed: (order: NoticeOrder, siteUrl: string, reason: string): MessageText => ({
    subject: `Refund failed: order ${orderNumber(order.id)}`,
    text: lines(
      `The cancelled order ${orderNumber(order.id)} (${formatCents(order.totalCents)}) could not be refunded through Stripe: ${reason}.`,
      `Refund it in Stripe's dashboard; the refund is then recorded on the order by itself. ${adminOrderLink(siteUrl, order)}`,
    ),
  }),
};
