import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { toDate } from "./timestamps";

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
  };
}
