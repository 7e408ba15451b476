import type { PushNotice, PushNoticeAbout } from "@songs/domain";

/** A notification's words on the lock screen and the path of the site a tap opens, composed when it is sent. */
export interface ComposedPush {
  title: string;
  body: string;
  /** The order's path on the site (`/dashboard/orders/:orderId`, `/studio/orders/:orderId`). */
  url: string;
}

/**
 * How each notification is composed from the records it names, by the capability that owns them
 * (the order's, a question's, a gift's), registered as its `pushes`: null when its record is gone
 * or its customer's account was deleted, and then nothing is sent. A notification no capability
 * composes does not compile where the follow-ups' dependencies are built (capabilities.ts).
 */
export type PushComposers = {
  [About in PushNoticeAbout]: (
    orderId: string,
    notice: Extract<PushNotice, { about: About }>,
  ) => Promise<ComposedPush | null>;
};
