import type { PushNotice } from "@songs/domain";

/**
 * Notifications written before they named their records kept their words (`title`, `body`,
 * `url`) for good. Which notification each was follows from the email it went with, whose id
 * says (the outbox's deterministic ids): the migration (`npm run migrate:privacy`) stores that
 * instead of the words.
 */
const NOTICE_OF_MAIL: readonly [RegExp, (match: RegExpExecArray) => PushNotice][] = [
  [/^song-ready-.+-v(\d+)$/, (match) => ({ about: "song_ready", version: Number(match[1]) })],
  [/^work-offer-/, () => ({ about: "offer" })],
  [/^work-sent-back-/, () => ({ about: "sent_back" })],
  [/^question-asked-(.+)$/, (match) => ({ about: "question", questionId: match[1]! })],
  [/^question-answered-(.+)$/, (match) => ({ about: "answer", questionId: match[1]! })],
  [/^gift-opened-/, () => ({ about: "gift_opened" })],
  [/^gift-thanks-/, () => ({ about: "gift_thanks" })],
];

const WORDS = ["title", "body", "url"] as const;

/**
 * A stored `push_notification` action with its words replaced by the notification it names; null
 * when it holds no words (written since, or migrated) or its email's id is none of the outbox's.
 */
export function pushActionWithoutWords(action: Record<string, unknown>): Record<string, unknown> | null {
  if (!WORDS.some((word) => word in action)) return null;
  const mailId = typeof action.mailId === "string" ? action.mailId : "";
  for (const [pattern, notice] of NOTICE_OF_MAIL) {
    const match = pattern.exec(mailId);
    if (!match) continue;
    const kept = Object.fromEntries(
      Object.entries(action).filter(([field]) => !(WORDS as readonly string[]).includes(field)),
    );
    return { ...kept, notice: notice(match) };
  }
  return null;
}
