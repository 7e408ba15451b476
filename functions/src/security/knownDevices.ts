import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { deleteEvery } from "../adapters/firestore/queries";
import { createOnce } from "../adapters/firestore/isAlreadyExists";
import type { SignInDevice } from "../notifications";

/**
 * Remembers the (IP, user agent) a user signed in from, in `knownDevices/{uid}_{hash}`. True the
 * first time this user signs in from it (`create()` on the deterministic id: exactly once, even
 * for concurrent sign-ins). `withFirstSighting` adds its own writes (the new-device email) to the
 * same batch, so they are written with the device or not at all.
 */
export async function rememberDevice(
  db: Firestore,
  uid: string,
  device: SignInDevice,
  withFirstSighting: (batch: WriteBatch, deviceId: string) => void = () => undefined,
): Promise<{ isNew: boolean; id: string }> {
  const hash = createHash("sha256")
    .update(`${device.ip}\n${device.userAgent ?? ""}`)
    .digest("hex")
    .slice(0, 32);
  const id = `${uid}_${hash}`;
  const batch = db.batch();
  batch.create(db.collection("knownDevices").doc(id), {
    uid,
    ip: device.ip,
    userAgent: device.userAgent,
    createdAt: FieldValue.serverTimestamp(),
  });
  withFirstSighting(batch, id);
  return { isNew: await createOnce(() => batch.commit()), id };
}

/** A person's known devices (their copy of their data): where and with what they signed in, first seen when. At most 500 (the newest are not told apart). */
export async function devicesOf(
  db: Firestore,
  uid: string,
): Promise<{ ip: string; userAgent: string | null; firstSeenAt: string | null }[]> {
  const snapshot = await db.collection("knownDevices").where("uid", "==", uid).limit(500).get();
  return snapshot.docs.map((doc) => {
    const created: unknown = doc.get("createdAt");
    return {
      ip: String(doc.get("ip") ?? ""),
      userAgent: typeof doc.get("userAgent") === "string" ? (doc.get("userAgent") as string) : null,
      firstSeenAt: created instanceof Timestamp ? created.toDate().toISOString() : null,
    };
  });
}

/** Forgets every device a person signed in from (an account's deletion), a page at a time; nothing when none is left. */
export async function forgetDevices(db: Firestore, uid: string): Promise<void> {
  await deleteEvery(db.collection("knownDevices").where("uid", "==", uid));
}
