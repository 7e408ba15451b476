/**
 * The outbox's public entry: emails about a user's orders queued with their notifications on the
 * phone, in one transaction with the change they tell about.
 */
export { outbox, type OutboxMessage } from "./outbox";
