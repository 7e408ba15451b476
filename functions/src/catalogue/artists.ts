import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  averageRating,
  isCheckoutGenre,
  offerGenresOf,
  type ArtistPhotoFormat,
  type ArtistProfileUpdate,
  type CheckoutGenreId,
} from "@songs/domain";
import { sameStrings, strings } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";
import { runTransaction } from "../adapters/firestore/transactions";
import { pageByCursor } from "../http/pageCursor";

/** One stored size of an artist's photo, in the `artists` bucket beside it. */
export interface ArtistPhotoVariantRecord {
  path: string;
  width: number;
  height: number;
  format: ArtistPhotoFormat;
  /** Its bytes' content digest (media/contentDigest); absent on sizes made before digests were kept. */
  digest?: string;
}

/** `artists/{uuid}` */
export interface ArtistRecord {
  id: string;
  name: string;
  bio: string;
  /** Object path in the `artists` bucket. */
  photoPath: string;
  /** The photo's content digest (media/contentDigest); absent on photos stored before digests were kept. */
  photoDigest?: string;
  /** The photo's sizes for the pages (none for a record from before they were made). */
  photoVariants: ArtistPhotoVariantRecord[];
  genres: string[];
  specialties: string[];
  rating: number;
  reviewCount: number;
  availability: boolean;
  /** ISO 3166-1 alpha-2 country the artist lives in (their payout account's); absent on profiles from before it was kept. */
  country?: string;
  createdAt: Date;
}

/**
 * An artist's review figures as a review decision's transaction read them: `ratingTotal` (the sum
 * of the approved reviews' stars) and `reviewCount`; `rating` is their average with one decimal.
 */
export interface ArtistRating {
  id: string;
  ratingTotal: number;
  reviewCount: number;
}

/** An artist's figures after a decision changed them. */
export interface ArtistFigures {
  id: string;
  rating: number;
  reviewCount: number;
}

function fromSnapshot(snapshot: DocumentSnapshot): ArtistRecord {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    name: String(data.name ?? ""),
    bio: String(data.bio ?? ""),
    photoPath: String(data.photoPath ?? ""),
    ...(typeof data.photoDigest === "string" ? { photoDigest: data.photoDigest } : {}),
    photoVariants: photoVariantsOf(data.photoVariants),
    genres: strings(data.genres),
    specialties: strings(data.specialties),
    rating: Number(data.rating ?? 0),
    reviewCount: Number(data.reviewCount ?? 0),
    availability: data.availability === true,
    ...(typeof data.country === "string" ? { country: data.country } : {}),
    createdAt: toDate(data.createdAt),
  };
}

function photoVariantsOf(value: unknown): ArtistPhotoVariantRecord[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { path, width, height, format, digest } = item as Record<string, unknown>;
    if (format !== "webp" && format !== "jpeg") return [];
    const variant: ArtistPhotoVariantRecord = {
      path: String(path ?? ""),
      width: Number(width ?? 0),
      height: Number(height ?? 0),
      format,
    };
    if (typeof digest === "string") variant.digest = digest;
    return [variant];
  });
}

/** How many artist ids the sitemap's read asks for a page. */
const ID_PAGE_SIZE = 1000;

export function artists(db: Firestore) {
  const collection = db.collection("artists");
  return {
    /**
     * The ids of the available artists an order of `genre` may be offered to (their `offerGenres`
     * hold it; any genre outside the checkout's fits every artist), best rated first, at most
     * `limit`. Indexes: artists (availability, offerGenres CONTAINS, rating DESC), artists (availability, rating DESC).
     */
    async availableFor(genre: string, limit: number): Promise<string[]> {
      const available = collection.where("availability", "==", true);
      const fitting = isCheckoutGenre(genre)
        ? available.where("offerGenres", "array-contains", genre).orderBy("rating", "desc")
        : available.orderBy("rating", "desc");
      return (await fitting.select().limit(limit).get()).docs.map((doc) => doc.id);
    },
    /**
     * A page of artists, rating descending (equal ratings by id), after `page.cursor`: only the
     * available ones with `available`, those with the genre `genre` among theirs (as stored: a
     * profile's genres are ARTIST_GENRES' labels) or those fitting the checkout genre `fits` (their
     * `offerGenres`). Reads at most `page.limit + 1` documents. Indexes: artists (genres CONTAINS,
     * rating DESC), artists (availability, genres CONTAINS, rating DESC), artists (offerGenres
     * CONTAINS, rating DESC), artists (availability, offerGenres CONTAINS, rating DESC), artists
     * (availability, rating DESC).
     */
    async pageByRating(
      filter: { available: boolean; genre?: string; fits?: CheckoutGenreId },
      page: { limit: number; cursor?: string },
    ): Promise<{ artists: ArtistRecord[]; nextCursor: string | null }> {
      const available = filter.available ? collection.where("availability", "==", true) : collection;
      const narrowed = filter.genre
        ? available.where("genres", "array-contains", filter.genre)
        : filter.fits
          ? available.where("offerGenres", "array-contains", filter.fits)
          : available;
      const { docs, nextCursor } = await pageByCursor(narrowed.orderBy("rating", "desc"), {
        list: "artists",
        field: "rating",
        ...page,
      });
      return { artists: docs.map(fromSnapshot), nextCursor };
    },
    /**
     * The ids of at most `limit` artists, best rated first (equal ratings by id), read a page of
     * 1,000 at a time with only the rating the next page resumes after (the sitemap's roster).
     */
    async idsByRating(limit: number): Promise<string[]> {
      const ids: string[] = [];
      const ordered = collection.orderBy("rating", "desc").select("rating");
      for await (const page of pagesOf(ordered, Math.min(ID_PAGE_SIZE, limit))) {
        ids.push(...page.map((doc) => doc.id));
        if (ids.length >= limit) break;
      }
      return ids.slice(0, limit);
    },
    /**
     * The recorded content digest of the size at `path` of the photo whose digest is `photoDigest`
     * (an artist's current photo), or null when no artist's photo has that digest or it has no such size.
     */
    async photoSizeDigest(photoDigest: string, path: string): Promise<string | null> {
      const snapshot = await collection.where("photoDigest", "==", photoDigest).limit(1).get();
      const artist = snapshot.docs[0];
      return (
        (artist && photoVariantsOf(artist.get("photoVariants")).find((variant) => variant.path === path)?.digest) ??
        null
      );
    },
    async get(id: string): Promise<ArtistRecord | null> {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? fromSnapshot(snapshot) : null;
    },
    /** The names of these artists by id (those on file), read in one batch. */
    async namesOf(ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => collection.doc(id)));
      return new Map(snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, String(doc.get("name") ?? "")]));
    },
    /**
     * The artist's own edits of their public profile (bio, genres, specialties, availability), from
     * the studio; the name, photo and rating stay the admins' and the reviews'. Answers the record
     * after the change, or null for a profile not on file.
     */
    async applyArtistEdits(id: string, edits: ArtistProfileUpdate): Promise<ArtistRecord | null> {
      const ref = collection.doc(id);
      return runTransaction(db, async (transaction) => {
        const current = await transaction.get(ref);
        if (!current.exists) return null;
        transaction.update(ref, {
          ...edits,
          offerGenres: offerGenresOf(edits.genres),
          profileEditedAt: Timestamp.now(),
        });
        return { ...fromSnapshot(current), ...edits };
      });
    },
    /**
     * Stores on the profiles written before the roster queried them the checkout genres they fit
     * (`offerGenres`, `offerGenresOf` their genres, as an edit stores them), reading every artist
     * 500 at a time by id and writing only those whose list is missing or differs: a second run
     * changes nothing.
     */
    async backfillOfferGenres(options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection)) {
        const changes = page.flatMap((doc) => {
          const wanted = offerGenresOf(strings(doc.get("genres")));
          return sameStrings(doc.get("offerGenres"), wanted)
            ? []
            : [(batch: WriteBatch) => batch.update(doc.ref, { offerGenres: wanted })];
        });
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },
    /** A new photo (with its content digest) and its sizes, together, so the record never names sizes of another photo. */
    async setPhoto(
      id: string,
      photo: { path: string; digest: string },
      photoVariants: ArtistPhotoVariantRecord[],
    ): Promise<void> {
      await collection
        .doc(id)
        .update({ photoPath: photo.path, photoDigest: photo.digest, photoVariants, photoUpdatedAt: Timestamp.now() });
    },

    /**
     * Reads, in a review decision's transaction, the decision's own document (`alongside`) and the
     * artist's rating figures in one round trip (a review's artist never changes). The rating is
     * null when no artist is named or it is not on file.
     */
    async readRating(
      transaction: Transaction,
      artistId: string | null,
      alongside: DocumentReference,
    ): Promise<{ alongside: DocumentSnapshot; rating: ArtistRating | null }> {
      const [snapshot, artist] = await transaction.getAll(alongside, ...(artistId ? [collection.doc(artistId)] : []));
      if (!snapshot) throw new Error(`Nothing read for ${alongside.path}`);
      const rating = artist?.exists
        ? {
            id: artist.id,
            ratingTotal: Number(artist.get("ratingTotal") ?? 0),
            reviewCount: Number(artist.get("reviewCount") ?? 0),
          }
        : null;
      return { alongside: snapshot, rating };
    },

    /**
     * Adds one review's stars to the figures read in this transaction (direction 1) or takes them
     * out (-1), writing the three figures together so they stay exact under concurrent decisions.
     */
    applyReview(transaction: Transaction, current: ArtistRating, stars: number, direction: 1 | -1): ArtistFigures {
      const ratingTotal = current.ratingTotal + direction * stars;
      const reviewCount = current.reviewCount + direction;
      const rating = averageRating(ratingTotal, reviewCount);
      transaction.update(collection.doc(current.id), { ratingTotal, reviewCount, rating });
      return { id: current.id, rating, reviewCount };
    },
  };
}
