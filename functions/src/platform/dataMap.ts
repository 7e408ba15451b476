import type { Auth } from "firebase-admin/auth";
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { BlobStore } from "../adapters/blobs/BlobStore";

/**
 * The data map: every Firestore collection the server keeps, declared by the one capability that
 * owns it, with how long its documents stay, what an account's deletion does to them and what a
 * person's copy of their data holds of them. Account erasure (`privacy`), the data copy, the rules
 * suite's targets and the data-map tests all read these declarations, so a collection nobody
 * declared is a failing test, and a new capability cannot forget erasure.
 */

/** How a document names the person it is about (the rules suite seeds each collection's owner this way). */
export type PersonKey =
  /** The document id is the person's uid (`users/{uid}`). */
  | { readonly kind: "documentId" }
  /** A field holds the person's uid or email. */
  | { readonly kind: "field"; readonly field: string; readonly holds: "uid" | "email" }
  /** Through the parent document (`orders/{id}/statusHistory` is the order's customer's). */
  | { readonly kind: "parent" }
  /** Nobody's in particular (the catalogue, counters, configuration, an artist profile's records). */
  | { readonly kind: "none" };

/** How long a collection's documents stay, in words, with the number where one rule sets it. */
export interface Retention {
  readonly words: string;
  /** The days the words count, where one constant sets them (30 days of emails, ...). */
  readonly days?: number;
  /** The Timestamp field Firestore's TTL policy deletes a document by (adapters/firestore/ttlPolicies.ts). */
  readonly ttlField?: string;
}

/** The account an erasure or a data copy is for, and the outside services it reaches. */
export interface AccountContext {
  readonly db: Firestore;
  readonly auth: Auth;
  readonly blobs: BlobStore;
  readonly stripe: Stripe;
  /** The site's origin, for links in a copy of one's data. */
  readonly siteUrl: string;
  readonly uid: string;
  /**
   * The account's email while it is known: read from the deletion's record, which forgets it last
   * (what is found by the address goes before), or from the sign-in for a copy; null after.
   */
  readonly email: string | null;
  /** The artist profile the account was linked to; null for a customer. */
  readonly artistId: string | null;
}

/** A page of the customer's orders (at most 100), as stored. */
export interface OrderPage {
  readonly ids: readonly string[];
  readonly snapshots: readonly QueryDocumentSnapshot[];
}

/** Visits every page of the account's orders, one after another. */
export type EachOrderPage = (visit: (orders: OrderPage) => Promise<void>) => Promise<void>;

/**
 * One step of an account's erasure: on the account (its uid, its email), on each page of its
 * customer's orders, once what an outside service still has to deliver is delivered, or finally,
 * after everything else. Each step is idempotent: a deletion stopped anywhere is finished by the
 * next run, which repeats the steps done before at no harm.
 */
export type ErasureStep =
  | { readonly of: "account"; readonly run: (account: AccountContext) => Promise<void> }
  | { readonly of: "orders"; readonly run: (account: AccountContext, orders: OrderPage) => Promise<void> }
  /**
   * After the account's and its orders' steps, over the account and every page of its orders:
   * deletes what an outside service is done with (an email once sent: deleting one still waiting
   * would stop it) and answers how many still wait; while some do, the erasure looks again later
   * (privacy's `forget_account_mail` follow-up), without the email then.
   */
  | {
      readonly of: "delivered";
      readonly run: (account: AccountContext, eachOrderPage: EachOrderPage) => Promise<number>;
    }
  | { readonly of: "finally"; readonly run: (account: AccountContext) => Promise<void> };

/**
 * The fields of a kept document that still name an erased account, on purpose: dotted paths, `[]`
 * for an array's entries, `id` for the document's id. Only its uid, or the keyed hash of its email
 * (`emailHash`), never the email. The privacy audit (`npm run audit:privacy`) allows these, in
 * their collection, and reports anything else that names an erased account.
 */
export type StillNaming = readonly string[];

/** What an account's deletion does to a collection's documents about the person. */
export type Erasure =
  | { readonly action: "delete"; readonly step: ErasureStep }
  /** Deleted in the write of another of the capability's collections' step (an order's first download, with the order's erasure). */
  | { readonly action: "delete"; readonly alongside: string }
  /** Kept, without what names the person or what they wrote; `keeps` says what stays, `naming` which fields still name them. */
  | { readonly action: "anonymise"; readonly keeps: string; readonly naming: StillNaming; readonly step: ErasureStep }
  /** Kept as it is, on purpose; `naming`: the fields that still name the person. */
  | { readonly action: "keep"; readonly reason: string; readonly naming: StillNaming };

/** What a copy of one's data is given besides the account: signed links to files, valid as long as the copy's own. */
export interface CopyContext extends AccountContext {
  readonly link: (bucket: string, path: string) => Promise<string>;
}

/** What a person's copy of their data holds of a collection. */
export type DataCopy =
  /** A field of the copy, from the account. */
  | { readonly of: "account"; readonly field: string; readonly read: (account: CopyContext) => Promise<unknown> }
  /**
   * A field of each order in the copy, by order id; without `field`, the order's own fields (the
   * orders capability's).
   */
  | {
      readonly of: "orders";
      readonly field?: string;
      readonly read: (account: CopyContext, orders: OrderPage) => Promise<ReadonlyMap<string, unknown>>;
    }
  /** Nothing, and why. */
  | { readonly of: "nothing"; readonly reason: string };

/** A collection a capability owns (its path as the collection scan names it, e.g. `orders/{id}/statusHistory`). */
export interface OwnedCollection {
  readonly path: string;
  /** What a document there is, in a few words. */
  readonly holds: string;
  readonly person: PersonKey;
  /** In words alone, or with the number a rule sets. */
  readonly retention: string | Retention;
  readonly erasure: Erasure;
  readonly copy: DataCopy;
}

/** A declared collection with the capability that declared it. */
export interface DeclaredCollection extends OwnedCollection {
  readonly owner: string;
  readonly retention: Retention;
}

/** Every capability's collections, each path declared once (a second owner is refused at start-up). */
export function dataMapOf(
  capabilities: readonly { name: string; collections?: readonly OwnedCollection[] }[],
): readonly DeclaredCollection[] {
  const owners = new Map<string, string>();
  return capabilities.flatMap(({ name, collections = [] }) =>
    collections.map((collection) => {
      const before = owners.get(collection.path);
      if (before) throw new Error(`The collection ${collection.path} is declared by ${before} and ${name}`);
      owners.set(collection.path, name);
      const { retention } = collection;
      return {
        ...collection,
        retention: typeof retention === "string" ? { words: retention } : retention,
        owner: name,
      };
    }),
  );
}

/** The person's uid is the document's id. */
export const byDocumentId: PersonKey = { kind: "documentId" };
/** The person's uid is in `field`. */
export const byUid = (field: string): PersonKey => ({ kind: "field", field, holds: "uid" });
/** The person's email is in `field`. */
export const byEmail = (field: string): PersonKey => ({ kind: "field", field, holds: "email" });
/** The person is the parent document's. */
export const byParent: PersonKey = { kind: "parent" };
/** Nobody's in particular. */
export const nobody: PersonKey = { kind: "none" };

/** A step run on the account. */
export const onAccount = (run: (account: AccountContext) => Promise<void>): ErasureStep => ({ of: "account", run });
/** A step run on each page of the account's orders. */
export const onOrders = (run: (account: AccountContext, orders: OrderPage) => Promise<void>): ErasureStep => ({
  of: "orders",
  run,
});
/** A step run, after the account's and its orders', for what must be delivered before it goes; answers how many still wait. */
export const onceDelivered = (
  run: (account: AccountContext, eachOrderPage: EachOrderPage) => Promise<number>,
): ErasureStep => ({ of: "delivered", run });
/** A step run after every other (and after the Stripe customers). */
export const lastly = (run: (account: AccountContext) => Promise<void>): ErasureStep => ({ of: "finally", run });

/** Deleted by `step`. */
export const deleted = (step: ErasureStep): Erasure => ({ action: "delete", step });
/** Deleted in the write of `path`'s erasure step (a collection of the same capability). */
export const deletedAlongside = (path: string): Erasure => ({ action: "delete", alongside: path });
/** Kept without what names the person, by `step`; `keeps` says what stays, `naming` which fields still name them. */
export const anonymised = (keeps: string, step: ErasureStep, naming: StillNaming = []): Erasure => ({
  action: "anonymise",
  keeps,
  naming,
  step,
});
/** Kept as it is, on purpose, for `reason`; `naming`: the fields that still name the person (none by default). */
export const keep = (reason: string, naming: StillNaming = []): Erasure => ({ action: "keep", reason, naming });

/** The fields of a collection's documents that may still name an erased account: its erasure's `naming`; none where they are deleted. */
export const stillNamingIn = ({ erasure }: Pick<OwnedCollection, "erasure">): StillNaming =>
  erasure.action === "delete" ? [] : erasure.naming;

/** A field of the copy, read from the account. */
export const accountField = (field: string, read: (account: CopyContext) => Promise<unknown>): DataCopy => ({
  of: "account",
  field,
  read,
});
/** A field of each order in the copy (without `field`: the order's own fields), read per page of orders. */
export const orderField = (
  field: string | undefined,
  read: (account: CopyContext, orders: OrderPage) => Promise<ReadonlyMap<string, unknown>>,
): DataCopy => ({ of: "orders", ...(field ? { field } : {}), read });
/** Nothing of the collection goes into the copy, for `reason`. */
export const notCopied = (reason: string): DataCopy => ({ of: "nothing", reason });
