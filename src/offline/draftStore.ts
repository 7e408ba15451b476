import {
  FIRST_STEP,
  isAddOnKey,
  isPackageKey,
  REVIEW_STEP,
  verifyPaymentResponseSchema,
  type VerifyPaymentResponse,
  type OrderDraft,
} from "@songs/domain";
import { z } from "zod";
import { openAppDb, type AppDbStore } from "./db";

/**
 * The order draft and the checkout markers, kept on this device so a reload, a closed tab, going
 * offline or the trip through sign-in and payment loses nothing. Every call is async and never
 * throws: where IndexedDB is unavailable or fails, the values live in memory for this page's life.
 */

/** The spec's client storage keys. */
const DRAFT_KEY = "pendingOrder";
const PENDING_SESSION_KEY = "postCheckoutSessionId";
/** Set when the builder sends a visitor to sign in to complete the order. */
const AWAITING_SIGN_IN_KEY = "orderAwaitingSignIn";
const VERIFIED_PAYMENT_PREFIX = "verifiedPayment:";

export interface SavedDraft {
  draft: OrderDraft;
  /** The builder step the customer was on (1 to 6). */
  step: number;
}

const memory: Record<AppDbStore, Map<string, unknown>> = { draft: new Map(), checkout: new Map() };
let isDbUsable = true;

async function read(store: AppDbStore, key: string): Promise<unknown> {
  const db = isDbUsable ? await openAppDb() : null;
  if (db) {
    try {
      return await db.get(store, key);
    } catch {
      isDbUsable = false;
    }
  }
  return memory[store].get(key);
}

/** Stores a value, or deletes the key when the value is undefined. */
async function write(store: AppDbStore, key: string, value: unknown): Promise<void> {
  const db = isDbUsable ? await openAppDb() : null;
  if (db) {
    try {
      if (value === undefined) await db.delete(store, key);
      else await db.put(store, value, key);
      return;
    } catch {
      isDbUsable = false;
    }
  }
  if (value === undefined) memory[store].delete(key);
  else memory[store].set(key, value);
}

export async function loadDraft(): Promise<SavedDraft | null> {
  return readSavedDraft(await read("draft", DRAFT_KEY));
}

export async function saveDraft(draft: OrderDraft, step: number): Promise<void> {
  const saved: SavedDraft = { draft: { ...draft, addOns: [...draft.addOns] }, step };
  await write("draft", DRAFT_KEY, saved);
}

export async function clearDraft(): Promise<void> {
  await Promise.all([write("draft", DRAFT_KEY, undefined), write("draft", AWAITING_SIGN_IN_KEY, undefined)]);
}

/** Whether the saved draft holds anything the customer chose or wrote (a new, empty one does not). */
export function isUnfinishedOrder(saved: SavedDraft | null): saved is SavedDraft {
  if (!saved) return false;
  return Object.values(saved.draft).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== "",
  );
}

/**
 * Marks the saved draft as waiting for its customer to sign in (the builder sent them to sign in
 * to pay), so the first sign-in on this device, whatever the way to it (after signing up and
 * verifying the email in another tab, or from another device's link), returns to the order.
 */
export async function markOrderAwaitingSignIn(): Promise<void> {
  await write("draft", AWAITING_SIGN_IN_KEY, true);
}

/**
 * Whether an unfinished order on this device waited for the sign-in that just happened; the mark
 * is used up (later sign-ins go where they are asked to). Only the tab that signs in asks: another
 * tab of the same phone follows the session to where it was going.
 */
export async function takeOrderAwaitingSignIn(): Promise<boolean> {
  const isMarked = (await read("draft", AWAITING_SIGN_IN_KEY)) === true;
  if (isMarked) await write("draft", AWAITING_SIGN_IN_KEY, undefined);
  return isMarked && isUnfinishedOrder(await loadDraft());
}

/**
 * The Checkout Session `uid` went to pay, kept until its order is confirmed, so a sign-in in any
 * tab can bring that customer to the success screen. It names the user, like a verified payment.
 */
export async function savePendingCheckout(sessionId: string, uid: string): Promise<void> {
  const record: PendingCheckoutRecord = { sessionId, uid };
  await write("checkout", PENDING_SESSION_KEY, record);
}

/** The Checkout Session `uid` went to pay on this device; null for anyone else (and for older, unowned values). */
export async function loadPendingCheckout(uid: string): Promise<string | null> {
  const parsed = pendingCheckoutRecordSchema.safeParse(await read("checkout", PENDING_SESSION_KEY));
  return parsed.success && parsed.data.uid === uid ? parsed.data.sessionId : null;
}

export async function clearPendingCheckout(): Promise<void> {
  await write("checkout", PENDING_SESSION_KEY, undefined);
}

/**
 * Marks a payment as verified for the user who paid, with what the success page shows, so it is
 * never verified twice. The record names that user: on a shared device nobody else is shown it.
 */
export async function markPaymentVerified(
  sessionId: string,
  uid: string,
  payment: VerifyPaymentResponse,
): Promise<void> {
  const record: VerifiedPaymentRecord = { uid, payment };
  await write("checkout", VERIFIED_PAYMENT_PREFIX + sessionId, record);
}

/** The payment `uid` verified on this device; null for anyone else (and for older, unowned records). */
export async function loadVerifiedPayment(sessionId: string, uid: string): Promise<VerifyPaymentResponse | null> {
  const parsed = verifiedPaymentRecordSchema.safeParse(await read("checkout", VERIFIED_PAYMENT_PREFIX + sessionId));
  return parsed.success && parsed.data.uid === uid ? parsed.data.payment : null;
}

/** Removes every verified payment kept on this device (at logout). */
export async function clearVerifiedPayments(): Promise<void> {
  const db = isDbUsable ? await openAppDb() : null;
  if (db) {
    try {
      const keys = await db.getAllKeys("checkout");
      await Promise.all(keys.filter(isVerifiedPaymentKey).map((key) => db.delete("checkout", key)));
    } catch {
      isDbUsable = false;
    }
  }
  for (const key of [...memory.checkout.keys()]) if (isVerifiedPaymentKey(key)) memory.checkout.delete(key);
}

const isVerifiedPaymentKey = (key: string) => key.startsWith(VERIFIED_PAYMENT_PREFIX);

interface PendingCheckoutRecord {
  sessionId: string;
  uid: string;
}

const pendingCheckoutRecordSchema = z.object({ sessionId: z.string().min(1), uid: z.string().min(1) });

interface VerifiedPaymentRecord {
  uid: string;
  payment: VerifyPaymentResponse;
}

const verifiedPaymentRecordSchema = z.object({ uid: z.string().min(1), payment: verifyPaymentResponseSchema });

/** Stored data may come from an older build or be damaged: keep what has the right shape. */
function readSavedDraft(value: unknown): SavedDraft | null {
  if (!isRecord(value) || !isRecord(value.draft)) return null;
  const draft = value.draft;
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  const step = typeof value.step === "number" && Number.isInteger(value.step) ? value.step : FIRST_STEP;
  return {
    draft: {
      occasion: text(draft.occasion),
      genre: text(draft.genre),
      artistId: typeof draft.artistId === "string" && draft.artistId !== "" ? draft.artistId : null,
      recipientName: text(draft.recipientName),
      story: text(draft.story),
      keyMoments: text(draft.keyMoments),
      package: text(draft.package),
      addOns: Array.isArray(draft.addOns) ? draft.addOns.filter((key): key is string => typeof key === "string") : [],
      ...(typeof draft.songGiftCode === "string" && draft.songGiftCode ? { songGiftCode: draft.songGiftCode } : {}),
      ...savedSongGiftCovers(draft.songGiftCovers),
      ...savedShippingAddress(draft.shippingAddress),
    },
    step: Math.min(Math.max(step, FIRST_STEP), REVIEW_STEP),
  };
}

function savedSongGiftCovers(value: unknown): Pick<OrderDraft, "songGiftCovers"> {
  if (!isRecord(value) || typeof value.package !== "string" || !isPackageKey(value.package)) return {};
  const addOns = Array.isArray(value.addOns)
    ? value.addOns.filter((key): key is string => typeof key === "string")
    : [];
  return { songGiftCovers: { package: value.package, addOns: addOns.filter(isAddOnKey) } };
}

function savedShippingAddress(value: unknown): Pick<OrderDraft, "shippingAddress"> {
  if (!isRecord(value)) return {};
  const line = (field: unknown) => (typeof field === "string" ? field : "");
  const { name, line1, line2, city, state, postalCode, country } = value;
  return {
    shippingAddress: {
      name: line(name),
      line1: line(line1),
      line2: line(line2),
      city: line(city),
      state: line(state),
      postalCode: line(postalCode),
      country: line(country),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
