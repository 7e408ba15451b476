import { randomUUID } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { toDate } from "../adapters/firestore/timestamps";
import { runTransaction } from "../adapters/firestore/transactions";

/**
 * `uploads/{uploadId}`: a signed upload handed out and not yet judged. The browser only ever names
 * the upload id; where the bytes went and what the file claimed to be stay on the server.
 */
export interface PendingUpload {
  id: string;
  purpose: string;
  /** The record the file is for (e.g. the order id). */
  subjectId: string;
  /** Where the file goes once accepted. */
  bucket: string;
  path: string;
  /** The object in the staging bucket the signed URL lets the browser PUT to. */
  stagingPath: string;
  fileName: string;
  declaredType: string;
  declaredSize: number;
  /** The claimed kind's first extension. */
  kind: string;
  contentType: string;
  uploadedBy: string;
  /** issued, then completing while inspected, then accepted or rejected. */
  status: "issued" | "completing" | "accepted" | "rejected";
  expiresAt: Date;
}

export type NewPendingUpload = Omit<PendingUpload, "id" | "status">;

/** Thrown by `claim` when the upload is already being judged or was judged. */
export class UploadAlreadyCompletedError extends Error {}

export function pendingUploads(db: Firestore) {
  const collection = db.collection("uploads");
  return {
    async create(upload: NewPendingUpload): Promise<string> {
      const id = randomUUID();
      await collection.doc(id).create({
        ...upload,
        expiresAt: Timestamp.fromDate(upload.expiresAt),
        status: "issued",
        createdAt: Timestamp.now(),
      });
      return id;
    },

    async get(id: string): Promise<PendingUpload | null> {
      if (!/^[0-9a-f-]{36}$/.test(id)) return null;
      const data = (await collection.doc(id).get()).data();
      if (!data) return null;
      return { ...(data as Omit<PendingUpload, "id" | "expiresAt">), id, expiresAt: toDate(data.expiresAt) };
    },

    /** Moves an issued upload to "completing", so two completions never judge the same file. */
    async claim(id: string): Promise<void> {
      const ref = collection.doc(id);
      await runTransaction(db, async (transaction) => {
        const status: unknown = (await transaction.get(ref)).get("status");
        if (status !== "issued") throw new UploadAlreadyCompletedError(`Upload ${id} is ${String(status)}`);
        transaction.update(ref, { status: "completing" });
      });
    },

    async finish(id: string, status: "issued" | "accepted" | "rejected"): Promise<void> {
      await collection.doc(id).update({ status, completedAt: status === "issued" ? null : Timestamp.now() });
    },
  };
}
