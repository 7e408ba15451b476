/**
 * The ten artist photos bundled with the site (public/artist-photos/), each with the artist it
 * portrays. The seeded artists' photos are these files, under the same names in the `artists` bucket.
 */
export const BUNDLED_ARTIST_PHOTOS: readonly { fileName: string; artistName: string }[] = [
  { fileName: "maya-rivers.svg", artistName: "Maya Rivers" },
  { fileName: "jake-morrison.svg", artistName: "Jake Morrison" },
  { fileName: "sofia-alvarez.svg", artistName: "Sofia Alvarez" },
  { fileName: "darnell-brooks.svg", artistName: "Darnell Brooks" },
  { fileName: "emma-lindqvist.svg", artistName: "Emma Lindqvist" },
  { fileName: "marcus-reid.svg", artistName: "Marcus Reid" },
  { fileName: "aiyana-clearwater.svg", artistName: "Aiyana Clearwater" },
  { fileName: "noah-bennett.svg", artistName: "Noah Bennett" },
  { fileName: "priya-shah.svg", artistName: "Priya Shah" },
  { fileName: "leo-mensah.svg", artistName: "Leo Mensah" },
];

/** Where the site serves a bundled photo. */
export const bundledPhotoUrl = (fileName: string) => `/artist-photos/${fileName}`;
