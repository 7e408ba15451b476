/**
 * Sending the song to its recipient as a gift on a chosen day ("Send it to them"): the limits, the
 * words and the states of a gift delivery, and the recipient's one thank-you back.
 */

/** The customer's short message, shown in the email and on the gift page. */
export const MAX_GIFT_MESSAGE_LENGTH = 500;
/** The name the gift comes from ("From ..."). */
export const MAX_GIFT_SENDER_NAME_LENGTH = 100;
/** The recipient's one short reply. */
export const MAX_GIFT_THANKS_LENGTH = 500;
/** Random bytes in a gift page's token: 192 bits. */
export const GIFT_TOKEN_BYTES = 24;
/** A gift goes out at this time on the chosen day unless the customer picks another. */
export const DEFAULT_GIFT_TIME = "08:00";
/** How far ahead a delivery may be scheduled. */
export const MAX_GIFT_SCHEDULE_DAYS = 366;

/** Thank-you attempts per gift page and per network address in an hour: enough to fix a typo, too few to spam. */
export const GIFT_THANKS_PER_TOKEN_PER_HOUR = 5;
export const GIFT_THANKS_PER_IP_PER_HOUR = 20;
/** Times one order's delivery may be scheduled or changed in an hour: enough to fix a time, too few to flood the task queue. */
export const GIFT_CHANGES_PER_ORDER_PER_HOUR = 5;
/**
 * How long the gift page's link to the song works: minutes, so a revoked gift's link dies soon
 * after; the open page fetches a fresh one before it runs out.
 */
export const GIFT_AUDIO_URL_TTL_SECONDS = 5 * 60;
/** Gift page loads per network address in ten minutes (like a listening link's). */
export const GIFT_PAGE_LOADS_PER_IP = 60;

export const GIFT_MESSAGES = {
  recipientEmailRequired: "Please enter the recipient's email address",
  senderNameRequired: "Please enter the name the gift is from",
  senderNameTooLong: `Name must be less than ${MAX_GIFT_SENDER_NAME_LENGTH} characters`,
  dateRequired: "Please choose the day it arrives",
  timeRequired: "Please choose the time it arrives",
  timeZoneRequired: "Please choose the recipient's time zone",
  invalidDateTime: "Please choose a real date and time",
  notInFuture: "Please choose a time in the future",
  tooFarAhead: `Please choose a day within the next ${MAX_GIFT_SCHEDULE_DAYS} days`,
  messageTooLong: `Message must be less than ${MAX_GIFT_MESSAGE_LENGTH} characters`,
  thanksRequired: "Please write a few words",
  thanksTooLong: `Your reply must be less than ${MAX_GIFT_THANKS_LENGTH} characters`,
  thanksSent: "Thank you! Your reply is on its way.",
  thanksAlreadySent: "You have already sent a thank-you for this song.",
  tooManyThanks: "Too many replies from here. Please try again later.",
  tooManyGiftLoads: "Too many requests. Please try again later.",
  giftUnavailable: "This gift link is no longer available. Ask the person who sent it for a new one.",
  alreadySent: "This gift has been sent already, so it can no longer be changed.",
  noGift: "This order has no gift delivery.",
  orderCancelled: "This order was cancelled, so its song cannot be sent as a gift.",
  tooManyChanges: "You have changed this gift delivery many times in the last hour. Please try again later.",
  scheduled: "Your gift delivery is scheduled.",
  cancelled: "Your gift delivery is cancelled.",
  revoked: "The gift link no longer works.",
} as const;

/**
 * Where a gift delivery is: waiting for its time (`scheduled`), due but waiting for the song to be
 * released (`waiting_for_song`), emailed (`sent`), opened by the recipient (`opened`), cancelled
 * by the customer before it went, or its link revoked after it went.
 */
export const GIFT_STATUSES = ["scheduled", "waiting_for_song", "sent", "opened", "cancelled", "revoked"] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** Whether the customer may still change or cancel the delivery. */
export function isGiftChangeable(status: GiftStatus): boolean {
  return status === "scheduled" || status === "waiting_for_song";
}

/** The recipient's first name, as the gift page greets them. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
