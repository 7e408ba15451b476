import { type Artist, type PublicReview, type Sample } from "@songs/domain";

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

export function makeArtist(overrides: Partial<Artist> = {}): Artist {
  return {
    id: uuid(),
    name: "Sarah Mitchell",
    bio: "Award-winning singer-songwriter.",
    photoUrl: "/api/media/artists/sarah.jpg",
    photoSize: 0,
    photoVariants: [],
    genres: ["Pop", "Acoustic"],
    specialties: [],
    rating: 4.9,
    reviewCount: 12,
    availability: true,
    ...overrides,
  };
}

export function makeSample(overrides: Partial<Sample> = {}): Sample {
  return {
    id: uuid(),
    artistId: null,
    title: "Our First Dance",
    audioUrl: "/api/media/samples/first-dance.mp3",
    occasion: "Wedding",
    genre: "Pop",
    mood: "Romantic",
    story: "Written for a couple who met at a summer festival.",
    createdAt: "2025-03-04T10:00:00.000Z",
    ...overrides,
  };
}

export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: uuid(),
    artistId: null,
    rating: 5,
    comment: "It made everyone cry happy tears.",
    customerName: "Emma W.",
    occasion: "wedding",
    createdAt: "2025-03-04T10:00:00.000Z",
    ...overrides,
  };
}
