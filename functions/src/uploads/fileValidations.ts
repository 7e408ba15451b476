import { Timestamp, type Firestore } from "firebase-admin/firestore";

/** A refused upload as the security dashboard lists it under Rejected Files. */
export interface RejectedUpload {
  fileName: string;
  /** The type detected from the bytes, else the declared one. */
  mimeType: string;
  size: number;
  errors: string[];
  /** The upload's purpose ("song", "sample", ...). */
  kind: string;
  /** The record the file was for, by field name, e.g. { orderId: "cs_123" }. */
  subject: Record<string, string>;
  uploadedBy: string;
}

/** Writes `fileValidations/{id}` with status "rejected" (read by the security dashboard). */
export async function recordRejectedUpload(db: Firestore, upload: RejectedUpload): Promise<void> {
  await db.collection("fileValidations").add({
    fileName: upload.fileName,
    mimeType: upload.mimeType,
    size: upload.size,
    errors: upload.errors,
    kind: upload.kind,
    ...upload.subject,
    uploadedBy: upload.uploadedBy,
    status: "rejected",
    createdAt: Timestamp.now(),
  });
}
