import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { toDate } from "../adapters/firestore/timestamps";

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
    createdAt: toDate(data.createdAt),
  };
  if (typeof data.story === "string" && data.story !== "") record.story = data.story;
  return record;
}

export type NewSample = Omit<SampleRecord, "createdAt">;

export function samples(db: Firestore) {
  const collection = db.collection("samples");
  return {
    async listNewestFirst(): Promise<SampleRecord[]> {
      const snapshot = await collection.orderBy("createdAt", "desc").get();
      return snapshot.docs.map(fromSnapshot);
    },
    /** Index: samples (artistId ASC, createdAt DESC). */
    async listByArtist(artistId: string, limit: number): Promise<SampleRecord[]> {
      const snapshot = await collection.where("artistId", "==", artistId).orderBy("createdAt", "desc").limit(limit).get();
      return snapshot.docs.map(fromSnapshot);
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
    async delete(id: string): Promise<void> {
      await collection.doc(id).delete();
    },
  };
}
