import { builderPathFor, formatDay, occasionLabel, type OccasionId } from "@songs/domain";
import type { MessageText } from "./orderMessages";
import { SITE_NAME } from "./siteName";

/** What the reminder's email says of the occasion: the customer's name for it, its kind and its day. */
export interface NoticeOccasion {
  name: string;
  occasion: OccasionId;
  occursOn: string;
  yearly: boolean;
}

/** The emails of an occasion reminder: the occasion is coming, with the order builder opened for it. */
export const occasionReminderMessages = {
  comingUp(occasion: NoticeOccasion, siteUrl: string): MessageText {
    return {
      subject: `${occasion.name} is coming up on ${formatDay(occasion.occursOn)}`,
      text: [
        `${occasion.name} is on ${formatDay(occasion.occursOn)}.`,
        "",
        "There is still time for a song written and recorded for it: tell us the story, and your song arrives within its package's delivery time.",
        "",
        `Start your ${occasionLabel(occasion.occasion).toLowerCase()} song: ${siteUrl}${builderPathFor(occasion.occasion)}`,
        "",
        occasion.yearly
          ? "We will remind you again next year. To stop, delete the reminder from your dashboard."
          : "This was a one-off reminder.",
        "",
        SITE_NAME,
      ].join("\n"),
    };
  },
};
