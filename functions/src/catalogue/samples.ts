import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { MAX_PAGE_SIZE, type SampleState } from "@songs/domain";
import { toDate } from "../adapters/firestore/timestamps";
import { HttpError, notFound } from "../http/errors";
import { countedPageByCursor } from "../http/pageCursor";
import { runTransaction } from "../adapters/firestore/transactions";

export type { SampleState };

/** `samples/{id}` */
export interface SampleRecord {
  id: string;
  artistId: string | null;
  title: string;
  /** Object path in the `samples` bucket. */
  audioPath: string;
  occasion: string;
  genre: string;
  mood: string;
  story?: string;
  /**
   * "approved" samples are public (the admins' library, and artists' submissions an admin approved);
   * an artist's submission is "pending" until decided, and "rejected" with the admin's reason.
   * Samples stored before submissions existed have no state and are approved.
   */
  state: SampleState;
  rejectionReason: string | null;
  createdAt: Date;
}

function fromSnapshot(snapshot: DocumentSnapshot): SampleRecord {
  const data = snapshot.data() ?? {};
  const record: SampleRecord = {
    id: snapshot.id,
    artistId: typeof data.artistId === "string" ? data.artistId : null,
    title: String(data.title ?? ""),
    audioPath: String(data.audioPath ?? ""),
    occasion: String(data.occasion ?? ""),
    genre: String(data.genre ?? ""),
    mood: String(data.mood ?? ""),
    state: data.state === "pending" || data.state === "rejected" ? data.state : "approved",
    rejectionReason: typeof data.rejectionReason === "string" ? data.rejectionReason : null,
    createdAt: toDate(data.createdAt),
  };
  if (typeof data.story === "string" && data.story !== "") record.story = data.story;
  return record;
}

export type NewSample = Omit<SampleRecord, "createdAt">;

const isPublic = (sample: SampleRecord) => sample.state === "approved";

export function samples(db: Firestore) {
  const collection = db.collection("samples");
  /** An artist's samples in every state, newest first. Index: samples (artistId ASC, createdAt DESC). */
  const allOfArtist = async (artistId: string) =>
    (await collection.where("artistId", "==", artistId).orderBy("createdAt", "desc").get()).docs.map(fromSnapshot);
  return {
    /** The public library (approved samples), newest first; the library is small, so states are filtered here. */
    async listNewestFirst(): Promise<SampleRecord[]> {
      const snapshot = await collection.orderBy("createdAt", "desc").get();
      return snapshot.docs.map(fromSnapshot).filter(isPublic);
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
      return { samples: page.docs.map(fromSnapshot), nextCursor: page.nextCursor, count: page.count };
    },
    /** Null for an unknown id, or one that cannot name a document. */
    async get(id: string): Promise<SampleRecord | null> {
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? fromSnapshot(snapshot) : null;
    },
    /** `create()`: a sample id is used once (it names the upload that holds its audio). */
    async create(sample: NewSample): Promise<SampleRecord> {
      const { id, story, ...fields } = sample;
      const createdAt = Timestamp.now();
      await collection.doc(id).create({ ...fields, ...(story ? { story } : {}), createdAt });
      return { ...sample, createdAt: createdAt.toDate() };
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
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw notFound("Sample not found");
        const current = fromSnapshot(snapshot);
        if (current.state !== "pending")
          throw new HttpError(409, "sample_already_decided", "This sample was already decided.");
        const rejectionReason = decision.state === "rejected" ? decision.reason : null;
        transaction.update(ref, { state: decision.state, rejectionReason, decidedBy, decidedAt: Timestamp.now() });
        return { ...current, state: decision.state, rejectionReason };
      });
    },
    async delete(id: string): Promise<void> {
      await collection.doc(id).delete();
    },
  };
}
