/**
 * The ten artist photos bundled with the site (public/artist-photos/), each with the artist it
 * portrays. The seeded artists' photos are these files, under the same names in the `artists` bucket.
 */
export const BUNDLED_ARTIST_PHOTOS: readonly { fileName: string; artistName: string }[] = [
  { fileName: "maya-rivers.png", artistName: "Maya Rivers" },
  { fileName: "jake-morrison.png", artistName: "Jake Morrison" },
  { fileName: "sofia-alvarez.png", artistName: "Sofia Alvarez" },
  { fileName: "darnell-brooks.png", artistName: "Darnell Brooks" },
  { fileName: "emma-lindqvist.png", artistName: "Emma Lindqvist" },
  { fileName: "marcus-reid.png", artistName: "Marcus Reid" },
  { fileName: "aiyana-clearwater.png", artistName: "Aiyana Clearwater" },
  { fileName: "noah-bennett.png", artistName: "Noah Bennett" },
  { fileName: "priya-shah.png", artistName: "Priya Shah" },
  { fileName: "leo-mensah.png", artistName: "Leo Mensah" },
];

/** Where the site serves a bundled photo. */
export const bundledPhotoUrl = (fileName: string) => `/artist-photos/${fileName}`;
