import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { type RejectedUploadView } from "@songs/domain";
import { numberOr, stringOr, strings } from "../adapters/firestore/documentFields";
import { createdSince, pagesOf } from "../adapters/firestore/queries";
import { toDate } from "../adapters/firestore/timestamps";
import { pageCreatedSince } from "../http/pageCursor";
import { securityCounts, type CountedRecord } from "./securityCounts";

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

function rejectedUploadView(snapshot: DocumentSnapshot): RejectedUploadView {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    fileName: stringOr(data.fileName, ""),
    mimeType: stringOr(data.mimeType, ""),
    size: numberOr(data.size, 0),
    errors: strings(data.errors),
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

/** `fileValidations/{id}`: files refused by the upload inspection, with status "rejected". */
export function fileValidations(db: Firestore) {
  const collection = db.collection("fileValidations");
  const rejected = collection.where("status", "==", "rejected");
  return {
    /** Records a refused file at `at` (now), counted for the security dashboard in the same write. */
    async recordRejected(upload: RejectedUpload, at: Date = new Date()): Promise<void> {
      const batch = db.batch();
      securityCounts(db).add(batch, "upload_rejected", at);
      batch.create(collection.doc(), {
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        size: upload.size,
        errors: upload.errors,
        kind: upload.kind,
        ...upload.subject,
        uploadedBy: upload.uploadedBy,
        status: "rejected",
        createdAt: Timestamp.fromDate(at),
      });
      await batch.commit();
    },

    /** The files refused since `since` as the security dashboard counts them, read 500 at a time: the counts' rebuild. */
    async *countedSince(since: Date): AsyncGenerator<CountedRecord> {
      for await (const page of pagesOf(createdSince(rejected, since))) {
        for (const doc of page) yield { key: "upload_rejected", at: toDate(doc.get("createdAt")) };
      }
    },

    /** A page of the files refused since `since`, newest first, after `cursor`. */
    async pageRejectedSince(
      since: Date,
      limit: number,
      cursor?: string,
    ): Promise<{ items: RejectedUploadView[]; nextCursor: string | null }> {
      const page = await pageCreatedSince(rejected, since, { list: "rejected-uploads", limit, cursor });
      return { items: page.docs.map(rejectedUploadView), nextCursor: page.nextCursor };
    },
  };
}
