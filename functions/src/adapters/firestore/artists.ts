import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { toDate } from "./timestamps";

/** `artists/{uuid}` */
export interface ArtistRecord {
  id: string;
  name: string;
  bio: string;
  /** Object path in the `artists` bucket. */
  photoPath: string;
  genres: string[];
  specialties: string[];
  rating: number;
  reviewCount: number;
  availability: boolean;
  createdAt: Date;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

function fromSnapshot(snapshot: DocumentSnapshot): ArtistRecord {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    name: String(data.name ?? ""),
    bio: String(data.bio ?? ""),
    photoPath: String(data.photoPath ?? ""),
    genres: strings(data.genres),
    specialties: strings(data.specialties),
    rating: Number(data.rating ?? 0),
    reviewCount: Number(data.reviewCount ?? 0),
    availability: data.availability === true,
    createdAt: toDate(data.createdAt),
  };
}

export function artists(db: Firestore) {
  const collection = db.collection("artists");
  return {
    /**
     * Every artist, rating descending. The roster is small (tens of artists), so filters run on
     * this list, and equal ratings are put in name order here rather than by a composite index.
     */
    async listByRating(): Promise<ArtistRecord[]> {
      const snapshot = await collection.orderBy("rating", "desc").get();
      return snapshot.docs
        .map(fromSnapshot)
        .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
    },
    async get(id: string): Promise<ArtistRecord | null> {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? fromSnapshot(snapshot) : null;
    },
    async setPhotoPath(id: string, photoPath: string): Promise<void> {
      await collection.doc(id).update({ photoPath, photoUpdatedAt: Timestamp.now() });
    },
  };
}
