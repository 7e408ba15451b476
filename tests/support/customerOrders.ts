import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { inject } from "vitest";
import { signBlobUrl } from "../../functions/src/adapters/blobs/signing";
import { deliverSong, type DeliveryResult } from "../../functions/src/orders/deliverSong";
import { newSongPath, ORDER_SONGS_BUCKET } from "../../functions/src/orders/songFiles";
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
  createdAt?: Date;
}

/** A paid order of `customer`, written the way checkout writes it. Returns its id. */
export async function createOrder(customer: Customer, fields: TestOrderFields = {}): Promise<string> {
  const id = fields.id ?? `cs_test_${randomUUID().replaceAll("-", "")}`;
  await stackFirestore()
    .collection("orders")
    .doc(id)
    .set({
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
      addOns: ["extra-verse"],
      totalCents: 6499,
      currency: "usd",
      status: fields.status ?? "paid",
      shippingAddress: null,
      stripeSessionId: id,
      paymentIntentId: `pi_${id}`,
      createdAt: Timestamp.fromDate(fields.createdAt ?? new Date()),
      updatedAt: Timestamp.now(),
    });
  return id;
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

/** Uploads a song for the order and delivers it as the admin upload does. */
export async function deliverTestSong(orderId: string, bytes: Uint8Array<ArrayBuffer> = songBytes(orderId)): Promise<DeliveryResult> {
  const songPath = newSongPath("wav");
  await uploadSong(songPath, bytes, "audio/wav");
  return deliverSong({ db: stackFirestore(), siteUrl: inject("baseUrl") }, {
    orderId,
    songPath,
    contentType: "audio/wav",
    deliveredBy: "test-admin",
    deliveredByEmail: null,
  });
}

/** A completed order of `customer` with a delivered song. */
export async function createCompletedOrder(customer: Customer, fields: TestOrderFields = {}): Promise<string> {
  const orderId = await createOrder(customer, { ...fields, status: "in_progress" });
  await deliverTestSong(orderId);
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
