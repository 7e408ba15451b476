import type { FollowUpHandlers } from "../followUps";
import { gifts, type GiftDependencies } from "./gifts";

/** The gift's follow-ups: its moment comes, or the song it waited for is released. */
export function giftFollowUpHandlers(deps: GiftDependencies): Pick<FollowUpHandlers, "send_gift" | "song_released"> {
  return {
    send_gift: (record) =>
      gifts(deps)
        .sendDue(record)
        .then(() => undefined),
    song_released: (record) =>
      gifts(deps)
        .sendAfterRelease(record)
        .then(() => undefined),
  };
}
