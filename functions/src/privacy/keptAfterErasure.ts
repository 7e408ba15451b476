/**
 * What still names an account after its erasure, on purpose (docs/security.md §13): the records
 * kept for accounting, security and operations, and the fields of theirs that hold its uid or the
 * keyed hash of its email (never the email, never anything the person wrote). The privacy audit
 * (`npm run audit:privacy`) reports everything else that names an erased account.
 */
export interface KeptAfterErasure {
  /** The collection's path, a subcollection's with `{id}` for its parent's id: `orders`, `orders/{id}/history`. */
  collection: string;
  /** The fields that may name the account: dotted paths, `[]` for any array entry, `id` for the document's id. */
  fields: readonly string[];
  /** Why they are kept. */
  why: string;
}

export const KEPT_AFTER_ERASURE: readonly KeptAfterErasure[] = [
  {
    collection: "accountDeletions",
    fields: ["id", "uid", "emailHash"],
    why: "Proof of the request; it makes a repeated or interrupted deletion finish once, and the audit recognise the address",
  },
  {
    collection: "orders",
    fields: ["userId"],
    why: "Accounting (paid, refunded, the artist's share); the songs' deletion 30 days on finds the orders by it",
  },
  {
    collection: "reviews",
    fields: ["userId", "comment"],
    why: 'Published ratings count in the artist\'s figures: the review stays, signed "A customer"',
  },
  {
    collection: "followUps",
    fields: ["id", "orderId", "action.uid"],
    why: "Operations: a follow-up names whose work it did by ids (account-wide ones are keyed by the uid)",
  },
  {
    collection: "securityEvents",
    fields: ["uid", "emailHash"],
    why: "Security: sign-ins, failures and locks stay visible, by the account's uid and the keyed hash of its email",
  },
  { collection: "loginPairs", fields: ["emailHash"], why: "The lockout of an (email, address) pair" },
  {
    collection: "fraudAlerts",
    fields: ["userId"],
    why: "Fraud investigation: the alert without the recipient's name",
  },
  {
    collection: "paymentFailures",
    fields: ["userId"],
    why: "Fraud scoring reads a day of them; deleted 30 days on by the TTL policy",
  },
];
