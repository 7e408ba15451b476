import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { FOLLOW_UP_KIND_NAMES, type FollowUpKind } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { WebPushKeys } from "../config";
import type { DeclaredCollection, OwnedCollection } from "./dataMap";
import type { AudienceRoutes } from "./routeTable";

/** What the follow-ups' handlers reach the outside world through. */
export interface FollowUpDependencies {
  db: Firestore;
  stripe: Stripe;
  /** Accounts' sign-ins (an account's deletion). */
  auth: Auth;
  /** Files (a deleted account's songs, a person's copy of their data). */
  blobs: BlobStore;
  /** The site's origin, for the links in the emails. */
  siteUrl: string;
  /** The VAPID key pair the notifications on the phone are sent with. */
  webPush: WebPushKeys;
  /** The push services' contact (VAPID's subject), read only when a notification is sent. */
  readonly pushContact: string;
  /** Every capability's collections: an account's erasure and a copy of one's data walk them. */
  dataMap: readonly DeclaredCollection[];
}

/**
 * The handlers of the follow-up kinds a capability carries out, by kind. Each is typed where it
 * is written (`Pick<FollowUpHandlers, ...>` of the followUps capability); here any handler fits.
 */
export type FollowUpHandlerSet = { readonly [Kind in FollowUpKind]?: (record: never) => Promise<void> };

/**
 * One capability of the marketplace, as its `index.ts` registers it: its routes by audience, the
 * follow-up kinds it carries out, and the collections it owns with their retention, erasure and
 * data copy. `functions/src/capabilities.ts` lists every registration once; the route table, the
 * follow-up runner, account erasure and the data copy are built from that list.
 */
export interface Capability {
  /** The capability's folder under functions/src. */
  readonly name: string;
  readonly routes?: AudienceRoutes;
  readonly followUps?: (deps: FollowUpDependencies) => FollowUpHandlerSet;
  readonly collections?: readonly OwnedCollection[];
}

type HandlersOf<Registration> = Registration extends { followUps: (deps: never) => infer Handlers } ? Handlers : never;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer All) => void
  ? All
  : never;
/** The handlers a list of capabilities carries out, each kind's with its own record type. */
export type JoinedHandlers<List extends readonly Capability[]> = Intersection<HandlersOf<List[number]>>;

/**
 * Every follow-up kind's handler, from the capabilities that carry them out. Typed as their join,
 * so where the runner's full table is expected a kind no capability carries out does not compile;
 * a kind that none, or two, carry out is also refused at start-up (and by the capabilities' unit test).
 */
export function followUpHandlersOf<const List extends readonly Capability[]>(
  capabilities: List,
  deps: FollowUpDependencies,
): JoinedHandlers<List> {
  const handlers: FollowUpHandlerSet = {};
  const carriedBy = new Map<FollowUpKind, string>();
  for (const { name, followUps } of capabilities) {
    const own = followUps?.(deps) ?? {};
    for (const kind of Object.keys(own) as FollowUpKind[]) {
      const before = carriedBy.get(kind);
      if (before) throw new Error(`The follow-up kind ${kind} is carried out by ${before} and ${name}`);
      carriedBy.set(kind, name);
    }
    Object.assign(handlers, own);
  }
  const missing = FOLLOW_UP_KIND_NAMES.filter((kind) => !carriedBy.has(kind));
  if (missing.length > 0) throw new Error(`No capability carries out the follow-up kinds ${missing.join(", ")}`);
  return handlers as JoinedHandlers<List>;
}
