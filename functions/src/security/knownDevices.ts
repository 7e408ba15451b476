import { createHash } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { createOnce } from "../adapters/firestore/isAlreadyExists";
import type { SignInDevice } from "../notifications";

/**
 * Remembers the (IP, user agent) a user signed in from, in `knownDevices/{uid}_{hash}`. True the
 * first time this user signs in from it (`create()` on the deterministic id: exactly once, even
 * for concurrent sign-ins).
 */
export async function rememberDevice(db: Firestore, uid: string, device: SignInDevice): Promise<{ isNew: boolean; id: string }> {
  const hash = createHash("sha256").update(`${device.ip}\n${device.userAgent ?? ""}`).digest("hex").slice(0, 32);
  const id = `${uid}_${hash}`;
  const isNew = await createOnce(() =>
    db.collection("knownDevices").doc(id).create({ uid, ip: device.ip, userAgent: device.userAgent, createdAt: FieldValue.serverTimestamp() }),
  );
  return { isNew, id };
}
