import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { FOLLOW_UP_KIND_NAMES, PUSH_NOTICE_ABOUTS, type FollowUpKind, type PushNoticeAbout } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { WebPushKeys } from "../configTypes";
import type { DeclaredCollection, OwnedCollection } from "./dataMap";
import type { ComposedPush, PushComposers } from "./pushComposers";
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
  /** Each notification's words, composed by the capability that owns what it tells about. */
  composePush: PushComposers;
}

/**
 * The handlers of the follow-up kinds a capability carries out, by kind. Each is typed where it
 * is written (`Pick<FollowUpHandlers, ...>` of the followUps capability); here any handler fits.
 */
export type FollowUpHandlerSet = { readonly [Kind in FollowUpKind]?: (record: never) => Promise<void> };

/**
 * The notifications a capability composes, by what they tell about. Each is typed where it is
 * written (`Pick<PushComposers, ...>`); here any composer fits.
 */
export type PushComposerSet = {
  readonly [About in PushNoticeAbout]?: (orderId: string, notice: never) => Promise<ComposedPush | null>;
};

/**
 * One capability of the marketplace, as its `index.ts` registers it: its routes by audience, the
 * follow-up kinds it carries out, the notifications on the phone it composes from its records, and
 * the collections it owns with their retention, erasure and data copy.
 * `functions/src/capabilities.ts` lists every registration once; the route table, the follow-up
 * runner, the notifications' words, account erasure and the data copy are built from that list.
 */
export interface Capability {
  /** The capability's folder under functions/src. */
  readonly name: string;
  readonly routes?: AudienceRoutes;
  readonly followUps?: (deps: FollowUpDependencies) => FollowUpHandlerSet;
  readonly pushes?: (db: Firestore) => PushComposerSet;
  readonly collections?: readonly OwnedCollection[];
}

type HandlersOf<Registration> = Registration extends { followUps: (deps: never) => infer Handlers } ? Handlers : never;
type ComposersOf<Registration> = Registration extends { pushes: (db: never) => infer Composers } ? Composers : never;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer All) => void
  ? All
  : never;
/** The handlers a list of capabilities carries out, each kind's with its own record type. */
export type JoinedHandlers<List extends readonly Capability[]> = Intersection<HandlersOf<List[number]>>;
/** The notifications a list of capabilities composes, each with its own notice's type. */
export type JoinedComposers<List extends readonly Capability[]> = Intersection<ComposersOf<List[number]>>;

/**
 * The capabilities' parts of one table (their follow-up handlers, their notifications' composers),
 * joined: an entry two capabilities give, or one of `expected` that none gives, is refused, naming them.
 */
function joinedOnce<Key extends string>(
  parts: readonly { name: string; part: Partial<Record<Key, unknown>> }[],
  expected: readonly Key[],
  refusal: { twice: (key: Key, first: string, second: string) => string; none: (keys: string) => string },
): Partial<Record<Key, unknown>> {
  const joined: Partial<Record<Key, unknown>> = {};
  const givenBy = new Map<Key, string>();
  for (const { name, part } of parts) {
    for (const key of Object.keys(part) as Key[]) {
      const before = givenBy.get(key);
      if (before) throw new Error(refusal.twice(key, before, name));
      givenBy.set(key, name);
    }
    Object.assign(joined, part);
  }
  const missing = expected.filter((key) => !givenBy.has(key));
  if (missing.length > 0) throw new Error(refusal.none(missing.join(", ")));
  return joined;
}

/**
 * Every follow-up kind's handler, from the capabilities that carry them out. Typed as their join,
 * so where the runner's full table is expected a kind no capability carries out does not compile;
 * a kind that none, or two, carry out is also refused at start-up (and by the capabilities' unit test).
 */
export function followUpHandlersOf<const List extends readonly Capability[]>(
  capabilities: List,
  deps: FollowUpDependencies,
): JoinedHandlers<List> {
  const parts = capabilities.map(({ name, followUps }) => ({ name, part: followUps?.(deps) ?? {} }));
  return joinedOnce<FollowUpKind>(parts, FOLLOW_UP_KIND_NAMES, {
    twice: (kind, first, second) => `The follow-up kind ${kind} is carried out by ${first} and ${second}`,
    none: (kinds) => `No capability carries out the follow-up kinds ${kinds}`,
  }) as JoinedHandlers<List>;
}

/**
 * Every notification's composer, from the capabilities that own what each tells about: typed as
 * their join (a notification none composes does not compile where all are expected), and refused
 * at start-up when none, or two, compose one.
 */
export function pushComposersOf<const List extends readonly Capability[]>(
  capabilities: List,
  db: Firestore,
): JoinedComposers<List> {
  const parts = capabilities.map(({ name, pushes }) => ({ name, part: pushes?.(db) ?? {} }));
  return joinedOnce<PushNoticeAbout>(parts, PUSH_NOTICE_ABOUTS, {
    twice: (about, first, second) => `The notification ${about} is composed by ${first} and ${second}`,
    none: (abouts) => `No capability composes the notifications ${abouts}`,
  }) as JoinedComposers<List>;
}
