import { randomUUID } from "node:crypto";
import type { DocumentData } from "firebase-admin/firestore";
import { inject } from "vitest";
import { blankLifecycle, type LifecycleOrder, type OrderCommandType } from "@songs/domain";
import { signBlobUrl } from "../../functions/src/adapters/blobs/signing";
import {
  newSongPath,
  ORDER_SONGS_BUCKET,
  newOrder,
  orderLifecycle,
  orderRecord,
  type LifecycleResult,
  type OrderCommandInput,
  type PaidOrder,
  type ShippingAddress,
} from "../../functions/src/orders";
import { stackFirestore } from "./adminSession";
import { signIn } from "./api";
import { createTestUser } from "./users";
import "./stackContext";

/** Arranging customers, orders and delivered songs on the running stack for the orders suites. */

export interface Customer {
  uid: string;
  email: string;
  token: string;
}

export { stackFirestore };

/** A fresh verified customer, signed in. */
export async function createCustomer(): Promise<Customer> {
  const { uid, email, password } = await createTestUser({ label: "customer" });
  return { uid, email, token: await signIn(email, password) };
}

export interface TestOrderFields {
  /** The order's id (its Checkout Session id); a fresh one when absent. */
  id?: string;
  status?: string;
  package?: string;
  recipientName?: string;
  occasion?: string;
  artistId?: string | null;
  artistName?: string | null;
  story?: string;
  /** The add-ons bought (the extra verse when absent); a framed print or a Deluxe CD makes it owe a posted item. */
  addOns?: string[];
  shippingAddress?: ShippingAddress;
  createdAt?: Date;
}

/**
 * A paid order of `customer` as stored, built through the order's record (`orderRecord`) as checkout and
 * the lifecycle write it (with no studio work: the admins' queue).
 */
export function orderDocument(
  customer: Pick<Customer, "uid" | "email">,
  fields: TestOrderFields = {},
  lifecycle: Partial<LifecycleOrder> = {},
): { id: string; data: DocumentData } {
  const id = fields.id ?? `cs_test_${randomUUID().replaceAll("-", "")}`;
  const paid = {
    userId: customer.uid,
    customerEmail: customer.email,
    artistId: fields.artistId ?? null,
    artistName: fields.artistName ?? null,
    occasion: fields.occasion ?? "birthday",
    genre: "pop",
    recipientName: fields.recipientName ?? "Emma Carter",
    story: fields.story ?? "Emma opened a bakery in Lisbon and dances in the kitchen every Sunday.",
    keyMoments: "The opening day queue.",
    package: fields.package ?? "premium",
    addOns: fields.addOns ?? ["extra-verse"],
    totalCents: 6499,
    currency: "usd",
    shippingAddress: fields.shippingAddress ?? null,
    stripeSessionId: id,
    paymentIntentId: `pi_${id}`,
  } as PaidOrder;
  const stored = blankLifecycle(
    {
      id,
      status: fields.status ?? "paid",
      package: paid.package,
      addOns: paid.addOns,
      totalCents: paid.totalCents,
      paymentIntentId: paid.paymentIntentId,
      createdAt: fields.createdAt ?? new Date(),
    },
    lifecycle,
  );
  return { id, data: orderRecord.write({ ...newOrder(paid, stored), updatedAt: new Date() }) };
}

/** Stores a paid order of `customer` (see orderDocument). Returns its id. */
export async function createOrder(
  customer: Customer,
  fields: TestOrderFields = {},
  lifecycle: Partial<LifecycleOrder> = {},
): Promise<string> {
  const { id, data } = orderDocument(customer, fields, lifecycle);
  await stackFirestore().collection("orders").doc(id).set(data);
  return id;
}

/** The order lifecycle writer on the stack's Firestore, as the functions run it. */
export const stackLifecycle = () => orderLifecycle({ db: stackFirestore(), siteUrl: inject("baseUrl") });

/** Runs a lifecycle command on the order as a function would (through the one writer). */
export function runCommand(orderId: string, command: OrderCommandInput): Promise<LifecycleResult> {
  return stackLifecycle().run(orderId, command);
}

/** The order's history entries' commands, oldest first. */
export async function historyEvents(orderId: string): Promise<OrderCommandType[]> {
  const history = await stackFirestore()
    .collection("orders")
    .doc(orderId)
    .collection("statusHistory")
    .orderBy("createdAt", "asc")
    .get();
  return history.docs.map((doc) => doc.get("event") as OrderCommandType);
}

/** Stores song bytes in the songs bucket through the blob server's signed upload. */
export async function uploadSong(path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
  const url = signBlobUrl({
    baseUrl: inject("blobUrl"),
    key: inject("blobSigningKey"),
    method: "PUT",
    bucket: ORDER_SONGS_BUCKET,
    path,
    contentType,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  const response = await fetch(url, { method: "PUT", headers: { "Content-Type": contentType }, body: bytes });
  if (!response.ok) throw new Error(`Song upload failed: ${response.status} ${await response.text()}`);
}

/** Lyrics as an artist hands them in. */
export const TEST_LYRICS = "Verse 1\nA test song for a test order\n\nChorus\nLa la la";

/** Where a test order's framed print or CD goes. */
export const TEST_ADDRESS: ShippingAddress = {
  name: "Rose Baker",
  address: {
    line1: "12 Orchard Lane",
    line2: null,
    city: "Portland",
    state: "OR",
    postal_code: "97201",
    country: "US",
  },
};

/**
 * Uploads a song for the order and delivers it as the admins' upload does: the file attached
 * (`attach_file`), then delivered with its lyrics (`deliver`, a new version each time).
 */
export async function deliverTestSong(
  orderId: string,
  bytes: Uint8Array<ArrayBuffer> = songBytes(orderId),
  options: { instrumental?: boolean } = {},
): Promise<LifecycleResult> {
  const actor = { uid: "test-admin", email: null };
  for (const item of options.instrumental ? (["song", "instrumental"] as const) : (["song"] as const)) {
    const path = newSongPath("wav");
    await uploadSong(path, bytes, "audio/wav");
    await runCommand(orderId, {
      type: "attach_file",
      item,
      file: { path, contentType: "audio/wav", fileName: `${item}.wav` },
      artistId: null,
      actor,
    });
  }
  return runCommand(orderId, { type: "release", from: "admins", lyrics: TEST_LYRICS, actor });
}

/** A completed order of `customer` with a delivered song (and its instrumental when `fields.addOns` bought one). */
export async function createCompletedOrder(customer: Customer, fields: TestOrderFields = {}): Promise<string> {
  const orderId = await createOrder(customer, { ...fields, status: "in_progress" });
  await deliverTestSong(orderId, undefined, { instrumental: fields.addOns?.includes("instrumental") });
  return orderId;
}

/** What a signed file URL serves: its status and bytes. */
export async function fetchFile(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Recognisable bytes standing in for a song file (the blob server does not inspect them). */
export function songBytes(label: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`RIFF-test-song-${label}`);
}
