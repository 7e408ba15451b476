import { GIFT_MESSAGES, MAX_GIFT_SCHEDULE_DAYS } from "./gifts";
import { parseWallTime, zonedTimeToInstant } from "./zonedTime";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a delivery chosen as a date and time in a zone goes out, or the field that is wrong and why. */
export type GiftSendAt =
  { ok: true; sendAt: Date } | { ok: false; field: "date" | "time" | "timeZone"; message: string };

/**
 * The instant of a delivery chosen as `date` `time` where the recipient lives (`timeZone`): it must
 * be a real time, after `now`, and within MAX_GIFT_SCHEDULE_DAYS.
 */
export function giftSendAt(choice: { date: string; time: string; timeZone: string }, now: Date): GiftSendAt {
  if (!parseWallTime(choice.date, choice.time))
    return { ok: false, field: "date", message: GIFT_MESSAGES.invalidDateTime };
  const sendAt = zonedTimeToInstant(choice.date, choice.time, choice.timeZone);
  if (!sendAt) return { ok: false, field: "timeZone", message: GIFT_MESSAGES.timeZoneRequired };
  if (sendAt.getTime() <= now.getTime()) return { ok: false, field: "time", message: GIFT_MESSAGES.notInFuture };
  if (sendAt.getTime() > now.getTime() + MAX_GIFT_SCHEDULE_DAYS * DAY_MS)
    return { ok: false, field: "date", message: GIFT_MESSAGES.tooFarAhead };
  return { ok: true, sendAt };
}
