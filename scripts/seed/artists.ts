import { seedUuid } from "./ids";

export interface SeedArtist {
  id: string;
  slug: string;
  name: string;
  bio: string;
  genres: string[];
  specialties: string[];
  rating: number;
  reviewCount: number;
  availability: boolean;
}

const artist = (slug: string, fields: Omit<SeedArtist, "id" | "slug">): SeedArtist => ({
  id: seedUuid(`artist:${slug}`),
  slug,
  ...fields,
});

/** Ten demo artists; distinct ratings keep the rating order deterministic. Photos: public/artist-photos/{slug}.png */
export const SEED_ARTISTS: readonly SeedArtist[] = [
  artist("maya-rivers", {
    name: "Maya Rivers",
    bio: "Singer-songwriter from Nashville who turns love stories into warm, heartfelt ballads. Maya has written over 400 wedding songs and still cries at every first dance.",
    genres: ["Pop", "Acoustic", "Country"],
    specialties: ["Wedding songs", "First dance", "Love ballads"],
    rating: 4.9,
    reviewCount: 128,
    availability: true,
  }),
  artist("jake-morrison", {
    name: "Jake Morrison",
    bio: "Guitar-driven rock with big choruses. Jake writes anthems for birthdays, graduations and every milestone worth shouting about.",
    genres: ["Rock", "Soft Rock", "Indie"],
    specialties: ["Birthday anthems", "Graduation songs"],
    rating: 4.8,
    reviewCount: 96,
    availability: true,
  }),
  artist("sofia-alvarez", {
    name: "Sofia Alvarez",
    bio: "Bilingual vocalist blending Latin rhythms with modern pop. Sofia writes in English and Spanish for families who live in both.",
    genres: ["Latin", "Pop"],
    specialties: ["Bilingual songs", "Quinceañeras", "Anniversaries"],
    rating: 4.7,
    reviewCount: 74,
    availability: true,
  }),
  artist("darnell-brooks", {
    name: "Darnell Brooks",
    bio: "Smooth R&B and soul with a gospel heart. Darnell's voice carries anniversaries, proposals and tributes with grace.",
    genres: ["R&B", "Christian"],
    specialties: ["Proposals", "Anniversaries", "Tributes"],
    rating: 4.6,
    reviewCount: 88,
    availability: true,
  }),
  artist("emma-lindqvist", {
    name: "Emma Lindqvist",
    bio: "Folk storyteller with a fingerpicked guitar and a gentle voice, writing quiet songs that remember the people we love.",
    genres: ["Folk", "Acoustic", "Indie"],
    specialties: ["Memorial songs", "Lullabies"],
    rating: 4.5,
    reviewCount: 51,
    availability: true,
  }),
  artist("marcus-reid", {
    name: "Marcus Reid",
    bio: "Producer and rapper crafting upbeat hip-hop tracks full of names, inside jokes and shout-outs.",
    genres: ["Hip-Hop", "R&B", "Pop"],
    specialties: [],
    rating: 4.4,
    reviewCount: 39,
    availability: false,
  }),
  artist("aiyana-clearwater", {
    name: "Aiyana Clearwater",
    bio: "Country singer raised on front-porch harmonies. Aiyana writes songs about home, family and long roads back.",
    genres: ["Country", "Folk"],
    specialties: ["Family stories", "Retirement songs"],
    rating: 4.3,
    reviewCount: 42,
    availability: true,
  }),
  artist("noah-bennett", {
    name: "Noah Bennett",
    bio: "Worship leader and pianist writing hopeful Christian songs for baptisms, weddings and celebrations of life.",
    genres: ["Christian", "Acoustic"],
    specialties: [],
    rating: 4.2,
    reviewCount: 27,
    availability: true,
  }),
  artist("priya-shah", {
    name: "Priya Shah",
    bio: "Indie-pop songwriter with dreamy synths and playful lyrics, perfect for modern couples and best friends.",
    genres: ["Indie", "Pop"],
    specialties: ["Friendship songs", "Surprise gifts"],
    rating: 4.1,
    reviewCount: 19,
    availability: false,
  }),
  artist("leo-mensah", {
    name: "Leo Mensah",
    bio: "Sunny reggae grooves and easy melodies. Leo's songs make any celebration feel like a summer afternoon.",
    genres: ["Reggae", "Latin"],
    specialties: ["Party songs"],
    rating: 3.8,
    reviewCount: 12,
    availability: true,
  }),
];

export const artistPhotoPath = (artist: SeedArtist) => `${artist.slug}.png`;
/** The bundled photos (public/artist-photos) are all this many px square. */
export const SEED_ARTIST_PHOTO_SIDE = 200;

export function seedArtistId(slug: string): string {
  const found = SEED_ARTISTS.find((a) => a.slug === slug);
  if (!found) throw new Error(`No seed artist ${slug}`);
  return found.id;
}
