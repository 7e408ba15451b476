import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
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
  const hash = createHash("sha256").update(`${device.ip}\n${device.userAgent ?? ""}`).digest("hex").slice(0, 32);
  const id = `${uid}_${hash}`;
  const batch = db.batch();
  batch.create(db.collection("knownDevices").doc(id), { uid, ip: device.ip, userAgent: device.userAgent, createdAt: FieldValue.serverTimestamp() });
  withFirstSighting(batch, id);
  return { isNew: await createOnce(() => batch.commit()), id };
}
