import { occasionLabel, OFFER_LAPSE_HOURS, shortText } from "@songs/domain";

/** A notification's words on the lock screen: a title and a line or two. */
export interface PushText {
  title: string;
  body: string;
}

/** Longest body a notification shows of someone's own words (a question, a thank-you). */
const QUOTE_MAX = 140;

const describe = (order: { occasion: string; recipientName: string }) =>
  `The ${occasionLabel(order.occasion)} song for ${order.recipientName}`;

/**
 * The notifications on the phone that go with some emails (the moments people want on the lock
 * screen): to customers, the song ready, a question from the artist, the gift opened and the
 * thank-you; to artists, a new offer, the song check's answer and the customer's answer.
 */
export const pushMessages = {
  songReady: (order: { recipientName: string }, isRevision: boolean): PushText => ({
    title: isRevision ? `A new version of your song for ${order.recipientName} is ready` : "Your song is ready",
    body: isRevision ? "Tap to listen to it." : `The song for ${order.recipientName} is ready. Tap to listen to it.`,
  }),
  question: (askerName: string, question: string): PushText => ({
    title: `${askerName} asked you a question`,
    body: shortText(question, QUOTE_MAX),
  }),
  giftOpened: (recipientName: string): PushText => ({
    title: `Opened by ${recipientName}`,
    body: `${recipientName} has just opened the song you sent.`,
  }),
  thanked: (recipientName: string, thanks: string): PushText => ({
    title: `${recipientName} replied`,
    body: shortText(thanks, QUOTE_MAX),
  }),
  offer: (order: { occasion: string; recipientName: string }): PushText => ({
    title: "New song offer",
    body: `${describe(order)}. Accept or decline it within ${OFFER_LAPSE_HOURS} hours.`,
  }),
  sentBack: (order: { occasion: string; recipientName: string }): PushText => ({
    title: "Changes asked in the song check",
    body: `${describe(order)}: read the notes and submit again.`,
  }),
  answered: (answer: string | null): PushText => ({
    title: "The customer answered your question",
    body: answer ? shortText(answer, QUOTE_MAX) : "They answered with a voice note.",
  }),
};
