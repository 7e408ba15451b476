import { firstNameOf } from "./gifts/gifts";

/**
 * What is new on an order for its customer, in the order the card lists them: a question waiting
 * for their answer (until they answer it), and since they last opened the order's details the song
 * (or a new version of it), the gift's recipient's reply and the gift opened.
 */
export const ORDER_NEWS_KINDS = ["question", "song_ready", "gift_thanked", "gift_opened"] as const;
export type OrderNewsKind = (typeof ORDER_NEWS_KINDS)[number];

/** One piece of news: its kind and who it is from (the asking artist, the gift's recipient; "" for the song). */
export interface OrderNewsItem {
  kind: OrderNewsKind;
  name: string;
}

/** The moments the order's capabilities record for its customer, with when each last happened. */
export interface OrderNewsMoments {
  /** The last question's asker, and how many of the order's questions wait for an answer. */
  question?: { name: string; at: Date; open: number };
  giftOpened?: { name: string; at: Date };
  giftThanked?: { name: string; at: Date };
  /** When the customer last opened the order's details; null never. */
  seenAt: Date | null;
  /** The song version the customer had when they last opened the details (0: none). */
  seenSongVersion: number;
}

/** Nothing recorded yet: nothing seen (an order from before its news). */
export const NOTHING_SEEN: OrderNewsMoments = { seenAt: null, seenSongVersion: 0 };

/** A moment another capability records for the order's customer (questions, gifts), through the order's writer. */
export type NewsMoment =
  /** A question was asked (`askedBy` its asker) or answered: `open` questions of the order now wait for an answer. */
  | { kind: "questions_open"; open: number; askedBy?: string }
  | { kind: "gift_opened"; name: string }
  | { kind: "gift_thanked"; name: string };

/** The moments with `moment` recorded at `at` (an answer keeps the last asker, with how many stay open). */
export function withMoment(moments: OrderNewsMoments, moment: NewsMoment, at: Date): OrderNewsMoments {
  switch (moment.kind) {
    case "questions_open": {
      const { question: _question, ...rest } = moments;
      const question =
        moment.askedBy === undefined
          ? moments.question && { ...moments.question, open: moment.open }
          : { name: moment.askedBy, at, open: moment.open };
      return question ? { ...rest, question } : rest;
    }
    case "gift_opened":
      return { ...moments, giftOpened: { name: moment.name, at } };
    case "gift_thanked":
      return { ...moments, giftThanked: { name: moment.name, at } };
  }
}

const MOMENT_OF: Record<"gift_opened" | "gift_thanked", "giftOpened" | "giftThanked"> = {
  gift_opened: "giftOpened",
  gift_thanked: "giftThanked",
};

/**
 * What is new on an order: each moment after the customer last opened its details, and a song
 * version they have not seen there (a song downloaded before they ever opened the details, as on
 * orders from before this news, is not news).
 */
export function orderNewsOf(
  moments: OrderNewsMoments,
  song: { version: number; isDownloaded: boolean },
): OrderNewsItem[] {
  const isNew = (at: Date) => moments.seenAt === null || at.getTime() > moments.seenAt.getTime();
  return ORDER_NEWS_KINDS.flatMap((kind): OrderNewsItem[] => {
    if (kind === "song_ready") {
      const isUnseen = song.version > moments.seenSongVersion && (moments.seenAt !== null || !song.isDownloaded);
      return isUnseen ? [{ kind, name: "" }] : [];
    }
    if (kind === "question")
      return (moments.question?.open ?? 0) > 0 ? [{ kind, name: moments.question?.name ?? "" }] : [];
    const moment = moments[MOMENT_OF[kind]];
    return moment && isNew(moment.at) ? [{ kind, name: moment.name }] : [];
  });
}

/** The card's words for each piece of news. */
export const ORDER_NEWS_MESSAGES: { [Kind in OrderNewsKind]: (name: string) => string } = {
  question: (name) => `${firstNameOf(name) || "Your artist"} asked you a question`,
  song_ready: () => "Your song is ready",
  gift_thanked: (name) => `${firstNameOf(name) || "They"} replied`,
  gift_opened: (name) => `Opened by ${firstNameOf(name) || "them"}`,
};

/** The card's words for one piece of news: "Maya asked you a question". */
export function orderNewsText(item: OrderNewsItem): string {
  return ORDER_NEWS_MESSAGES[item.kind](item.name);
}

/** Whether the order waits for its customer: a question to answer (or a choice to make, which the order's work says). */
export const isWaitingForCustomer = (news: readonly OrderNewsItem[]) => news.some((item) => item.kind === "question");

/** The count beside the dashboard's list heading: "2 with news". */
export function ordersWithNewsLabel(count: number): string {
  return `${count} with news`;
}
