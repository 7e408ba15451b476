export { startStripeLocal, type StripeLocal, type StripeLocalOptions } from "./server";
export { signatureHeader } from "./webhooks/signatureHeader";
export { TEST_CARDS, MESSAGES as CARD_MESSAGES } from "./hostedPage/cards";
