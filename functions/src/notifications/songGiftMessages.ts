import { firstNameOf, formatCents, formatLongDate, PACKAGES } from "@songs/domain";
import type { MessageText } from "./orderMessages";
import { SITE_NAME } from "./siteName";

/** What the song gift emails say of a song gift. */
export interface NoticeSongGift {
  senderName: string;
  recipientName: string;
  message: string;
  package: keyof typeof PACKAGES;
  validUntil: Date;
}

const lines = (...body: string[]) => [...body, "", SITE_NAME].join("\n");

/** The emails of a song gift: its arrival to the recipient. */
export const songGiftMessages = {
  /** The recipient's email at the chosen moment: the giver's message, the redeem link and the code. */
  arrived(gift: NoticeSongGift, url: string, code: string): MessageText {
    const song = PACKAGES[gift.package];
    return {
      subject: `${gift.senderName} gave you a song`,
      text: lines(
        `Dear ${firstNameOf(gift.recipientName) || gift.recipientName},`,
        "",
        `${gift.senderName} gave you a ${song.name} (${formatCents(song.priceCents)}): a song written and recorded for you, from your own story.`,
        ...(gift.message ? ["", `"${gift.message}"`, `- ${gift.senderName}`] : []),
        "",
        `Tell your story and order your song: ${url}`,
        `Your gift code: ${code}`,
        `It is yours to use until ${formatLongDate(gift.validUntil, "UTC")}.`,
      ),
    };
  },
};
