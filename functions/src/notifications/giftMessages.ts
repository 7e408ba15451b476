import { customerOrderLink, type MessageText } from "./orderMessages";
import { describeZonedTime, firstNameOf, occasionLabel } from "@songs/domain";
import { SITE_NAME } from "./siteName";

/** What the gift emails say of a gift delivery and its order. */
export interface NoticeGift {
  /** The order the gift is the song of: the customer's emails link to it. */
  orderId: string;
  senderName: string;
  message: string;
  recipientName: string;
  occasion: string;
  sendAt: Date;
  timeZone: string;
}

const lines = (...body: string[]) => [...body, "", SITE_NAME].join("\n");
const yourOrder = (gift: NoticeGift, siteUrl: string) =>
  `Your order: ${customerOrderLink(siteUrl, { id: gift.orderId })}`;

/** The emails of a song sent as a gift: to its recipient, and back to the customer who sent it. */
export const giftMessages = {
  /** The recipient's email at the chosen moment: who it is from, the occasion, the message and the button. */
  arrived(gift: NoticeGift, url: string): MessageText {
    return {
      subject: `${gift.senderName} sent you a song`,
      text: lines(
        `Dear ${firstNameOf(gift.recipientName) || gift.recipientName},`,
        "",
        `${gift.senderName} had a song written and recorded just for you, for your ${occasionLabel(gift.occasion).toLowerCase()}.`,
        ...(gift.message ? ["", `"${gift.message}"`, `- ${gift.senderName}`] : []),
        "",
        `Listen to your song: ${url}`,
      ),
    };
  },

  /** To the customer: the chosen time came before the song was released. */
  waitingForSong(gift: NoticeGift, siteUrl: string): MessageText {
    return {
      subject: `Your gift for ${gift.recipientName} will go out as soon as the song is ready`,
      text: lines(
        `The delivery you chose for ${describeZonedTime(gift.sendAt, gift.timeZone)} has come, and the song for ${gift.recipientName} is still being finished.`,
        "We will send it to them the moment it is released, and tell you when it is on its way.",
        "",
        yourOrder(gift, siteUrl),
      ),
    };
  },

  /** To the customer: a gift that waited for its song has gone out with the release. */
  sentLate(gift: NoticeGift, siteUrl: string): MessageText {
    return {
      subject: `Your gift for ${gift.recipientName} is on its way`,
      text: lines(
        `The song is ready, and we have just sent it to ${gift.recipientName} as your gift.`,
        "",
        yourOrder(gift, siteUrl),
      ),
    };
  },

  /** To the customer: the recipient opened the gift page for the first time. */
  opened(gift: NoticeGift, siteUrl: string): MessageText {
    return {
      subject: `${gift.recipientName} opened your gift`,
      text: lines(`${gift.recipientName} has just opened the song you sent them.`, "", yourOrder(gift, siteUrl)),
    };
  },

  /** To the customer: the recipient's thank-you, in their words. */
  thanked(gift: NoticeGift, thanks: string, siteUrl: string): MessageText {
    return {
      subject: `${gift.recipientName} sent you a thank-you`,
      text: lines(`${gift.recipientName} wrote back about your song:`, "", `"${thanks}"`, "", yourOrder(gift, siteUrl)),
    };
  },
};
