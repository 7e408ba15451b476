export { startStripeLocal, type StripeLocal, type StripeLocalOptions } from "./server";
export { signatureHeader } from "./webhooks";
export { TEST_CARDS, MESSAGES as CARD_MESSAGES } from "./cards";
