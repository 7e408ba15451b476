/**
 * Every Firestore collection the server writes or reads, keyed by the path the collection scan
 * (scripts/rules/firestoreCollections.ts) derives from the code, with who owns a document there.
 * The rules suite fails when this list and the scan differ, so a new collection needs an entry.
 */
export type Ownership =
  /** The document id is the owner's uid (`users/{uid}`). */
  | { kind: "documentId" }
  /** A field holds the owner's uid or email. */
  | { kind: "field"; field: string; holds: "uid" | "email" }
  /** Owned through the parent document (`orders/{id}/statusHistory` belongs to the order's customer). */
  | { kind: "parent" }
  /** Nobody's in particular (catalogue, counters, configuration). */
  | { kind: "none" };

const userId: Ownership = { kind: "field", field: "userId", holds: "uid" };
const uploadedBy: Ownership = { kind: "field", field: "uploadedBy", holds: "uid" };
const none: Ownership = { kind: "none" };

export const FIRESTORE_TARGETS: Record<string, Ownership> = {
  // An account's deletion (accountDeletions/{uid}), recorded with the person's consent: no client reads it.
  accountDeletions: { kind: "documentId" },
  adminMfa: { kind: "documentId" },
  artistAccounts: { kind: "field", field: "uid", holds: "uid" },
  artistInvites: { kind: "field", field: "email", holds: "email" },
  artists: none,
  businessDays: none,
  checkoutSessions: userId,
  config: none,
  contactMessages: { kind: "field", field: "email", holds: "email" },
  // The last copy of their data a person asked for (dataExports/{uid}).
  dataExports: { kind: "documentId" },
  downloads: userId,
  // Keyed by an artist profile (artistId), not a uid: no client reads it.
  earnings: none,
  fileValidations: uploadedBy,
  // The order lifecycle's follow-ups (lapses, alerts, refunds, gift deliveries), keyed by order: no client reads it.
  followUps: none,
  // An order's gift delivery (gifts/{orderId}), the customer's.
  gifts: userId,
  fraudAlerts: userId,
  // The ledger's running totals per artist (or every artist's, sharded) and month: no client reads them.
  ledgerTotals: none,
  knownDevices: { kind: "field", field: "uid", holds: "uid" },
  // One (email, address) pair's lock, named by a keyed hash of the email: nobody's to read.
  loginPairs: none,
  mail: { kind: "field", field: "to", holds: "email" },
  orders: userId,
  // What is new on an order for its customer (orderNews/{orderId}).
  orderNews: userId,
  // The devices that receive a user's notifications on the phone (one per push endpoint).
  pushSubscriptions: { kind: "field", field: "uid", holds: "uid" },
  "orders/{id}/statusHistory": { kind: "parent" },
  paymentFailures: userId,
  // An artist's Stripe Express account (payoutAccounts/{artistId}), keyed by artist profile: no client reads it.
  payoutAccounts: none,
  // What the platform owes and has paid each artist (payoutTotals/{artistId}), server-only running totals.
  payoutTotals: none,
  // Stripe's payouts of an artist's balance to their bank (bankPayouts/{payoutId}), read through the studio's API only.
  bankPayouts: none,
  // An order's questions: keyed by order, read through the API by its participants only.
  questions: none,
  rateLimits: none,
  reviews: userId,
  samples: none,
  // The security dashboard's counts per day and hour (sharded): no client reads them.
  securityCounts: none,
  securityEvents: { kind: "field", field: "uid", holds: "uid" },
  shares: userId,
  uploads: uploadedBy,
  users: { kind: "documentId" },
};
