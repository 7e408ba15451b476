import { type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { MAX_PAGE_SIZE, SAMPLE_STATES, type SampleState } from "@songs/domain";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import { HttpError, notFound } from "../http/errors";
import { countedPageByCursor } from "../http/pageCursor";
import { runTransaction } from "../adapters/firestore/transactions";

export type { SampleState };

/** `samples/{id}` */
const storedSample = z.object({
  id: z.string(),
  /** Null for a sample of the admins' library that names no artist. */
  artistId: orNull(z.string()),
  title: z.string(),
  /** Object path in the `samples` bucket. */
  audioPath: z.string(),
  occasion: z.string(),
  genre: z.string(),
  mood: z.string(),
  story: z.string().optional(),
  /**
   * "approved" samples are public (the admins' library, and artists' submissions an admin approved);
   * an artist's submission is "pending" until decided, and "rejected" with the admin's reason.
   * Samples stored before submissions existed (and the seeded library) have no state: approved.
   */
  state: z.enum(SAMPLE_STATES).default("approved"),
  rejectionReason: orNull(z.string()),
  /** The admin who decided a submission, and when. */
  decidedBy: orNull(z.string()),
  decidedAt: orNull(timestamp),
  createdAt: timestamp,
});
export type SampleRecord = z.output<typeof storedSample>;

/** `samples/*` through the sample's codec. */
export const sampleRecord = storedRecord(storedSample, { id: "id" });

export type NewSample = Omit<SampleRecord, "createdAt" | "decidedBy" | "decidedAt">;

const isPublic = (sample: SampleRecord) => sample.state === "approved";

export function samples(db: Firestore) {
  const collection = db.collection("samples");
  /** An artist's samples in every state, newest first. Index: samples (artistId ASC, createdAt DESC). */
  const allOfArtist = async (artistId: string) =>
    (await collection.where("artistId", "==", artistId).orderBy("createdAt", "desc").get()).docs.map(sampleRecord.read);
  return {
    /** The public library (approved samples), newest first; the library is small, so states are filtered here. */
    async listNewestFirst(): Promise<SampleRecord[]> {
      const snapshot = await collection.orderBy("createdAt", "desc").get();
      return snapshot.docs.map(sampleRecord.read).filter(isPublic);
    },
    /** An artist's newest public samples (an artist has a handful, so their states are filtered here). */
    async listByArtist(artistId: string, limit: number): Promise<SampleRecord[]> {
      return (await allOfArtist(artistId)).filter(isPublic).slice(0, limit);
    },
    /** What an artist submitted and has in the library, in every state, for their studio. */
    listSubmittedBy: allOfArtist,
    /**
     * A page of the artists' submissions waiting for an admin (at most 50), oldest first, and how
     * many (one count() over the same filter). Index: samples (state, createdAt).
     */
    async pagePending(cursor?: string): Promise<{ samples: SampleRecord[]; nextCursor: string | null; count: number }> {
      const pending = collection.where("state", "==", "pending");
      const page = await countedPageByCursor(pending.orderBy("createdAt", "asc"), {
        list: "sample-submissions",
        field: "createdAt",
        limit: MAX_PAGE_SIZE,
        cursor,
        ascending: true,
      });
      return { samples: page.docs.map(sampleRecord.read), nextCursor: page.nextCursor, count: page.count };
    },
    /** Null for an unknown id, or one that cannot name a document. */
    async get(id: string): Promise<SampleRecord | null> {
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
      return sampleRecord.readIfExists(await collection.doc(id).get());
    },
    /** `create()`: a sample id is used once (it names the upload that holds its audio). */
    async create(sample: NewSample): Promise<SampleRecord> {
      const record: SampleRecord = {
        ...sample,
        story: sample.story || undefined,
        decidedBy: null,
        decidedAt: null,
        createdAt: new Date(),
      };
      await collection.doc(sample.id).create(sampleRecord.write(record));
      return record;
    },
    /**
     * An admin's decision on a pending submission, once (a transaction): approved makes it public,
     * rejected keeps the reason for the artist. 404 for an unknown sample, 409 when already decided.
     */
    async decide(
      id: string,
      decision: { state: "approved" } | { state: "rejected"; reason: string },
      decidedBy: string,
    ): Promise<SampleRecord> {
      const ref = collection.doc(id);
      return runTransaction(db, async (transaction) => {
        const current = sampleRecord.readIfExists(await transaction.get(ref));
        if (!current) throw notFound("Sample not found");
        if (current.state !== "pending")
          throw new HttpError(409, "sample_already_decided", "This sample was already decided.");
        const rejectionReason = decision.state === "rejected" ? decision.reason : null;
        const decided = { state: decision.state, rejectionReason, decidedBy, decidedAt: new Date() };
        transaction.update(ref, sampleRecord.fields(decided));
        return { ...current, ...decided };
      });
    },
    async delete(id: string): Promise<void> {
      await collection.doc(id).delete();
    },
  };
}
