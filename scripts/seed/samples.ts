import { seedArtistId } from "./artists";

export interface SeedSample {
  id: string;
  artistSlug: string | null;
  title: string;
  occasion: string;
  genre: string;
  mood: string;
  story?: string;
  /** Days after the seed start date: larger is newer. */
  day: number;
  /** Music of the synthesized demo song. */
  music: { key: number; bpm: number; minor?: boolean };
}

/** Long enough to clamp at two lines, within the 500-character sample story limit. */
const LONG_STORY =
  "Tom and Lucy met on a rainy platform when the last train home was cancelled. They shared an umbrella, then a taxi, then twelve years of Sunday pancakes, two rescue dogs and one tiny flat full of plants. " +
  "This song walks through every chapter: the nervous first date, the road trip where the car broke down in the best possible place, and the morning he proposed with a ring hidden in a pancake. " +
  "It ends with the two of them dancing in the kitchen, exactly where it all keeps happening.";

/** Demo samples (audio synthesized at seed time). Maya Rivers has six, so her profile shows the limit of five. */
export const SEED_SAMPLES: readonly SeedSample[] = [
  {
    id: "sample-first-dance",
    artistSlug: "maya-rivers",
    title: "Our First Dance",
    occasion: "Wedding",
    genre: "Pop",
    mood: "Romantic",
    story: LONG_STORY,
    day: 40,
    music: { key: 60, bpm: 76 },
  },
  {
    id: "sample-golden-years",
    artistSlug: "maya-rivers",
    title: "Golden Years",
    occasion: "Anniversary",
    genre: "Country",
    mood: "Sentimental",
    story: "Fifty years of marriage, four children and a garden that never stopped growing.",
    day: 38,
    music: { key: 65, bpm: 84 },
  },
  {
    id: "sample-little-star",
    artistSlug: "maya-rivers",
    title: "Little Star",
    occasion: "Birthday",
    genre: "Pop",
    mood: "Happy",
    day: 35,
    music: { key: 67, bpm: 110 },
  },
  {
    id: "sample-always-you",
    artistSlug: "maya-rivers",
    title: "Always You",
    occasion: "Love",
    genre: "Pop",
    mood: "Romantic",
    story: "A surprise for Sam, who still leaves notes in my coat pockets after ten years.",
    day: 31,
    music: { key: 62, bpm: 92 },
  },
  {
    id: "sample-thank-you-mom",
    artistSlug: "maya-rivers",
    title: "Thank You, Mom",
    occasion: "Thank You",
    genre: "Country",
    mood: "Emotional",
    day: 27,
    music: { key: 64, bpm: 80 },
  },
  {
    id: "sample-porch-light",
    artistSlug: "maya-rivers",
    title: "Porch Light",
    occasion: "Memorial",
    genre: "Country",
    mood: "Emotional",
    story: "For Grandpa Joe, who always left the porch light on for us.",
    day: 20,
    music: { key: 57, bpm: 70, minor: true },
  },
  {
    id: "sample-cap-and-gown",
    artistSlug: "jake-morrison",
    title: "Cap and Gown",
    occasion: "Graduation",
    genre: "Rock",
    mood: "Upbeat",
    story: "Jenna finished nursing school while raising twins. This one is loud on purpose.",
    day: 37,
    music: { key: 64, bpm: 132 },
  },
  {
    id: "sample-thirty-candles",
    artistSlug: "jake-morrison",
    title: "Thirty Candles",
    occasion: "Birthday",
    genre: "Rock",
    mood: "Celebratory",
    day: 22,
    music: { key: 69, bpm: 124 },
  },
  {
    id: "sample-dos-corazones",
    artistSlug: "sofia-alvarez",
    title: "Dos Corazones",
    occasion: "Wedding",
    genre: "Latin",
    mood: "Romantic",
    story: "A bilingual wedding song for Ana and David, with the chorus in both of their first languages.",
    day: 33,
    music: { key: 62, bpm: 104, minor: true },
  },
  {
    id: "sample-forever-and-a-day",
    artistSlug: "darnell-brooks",
    title: "Forever and a Day",
    occasion: "Anniversary",
    genre: "R&B",
    mood: "Romantic",
    day: 29,
    music: { key: 63, bpm: 72 },
  },
  {
    id: "sample-river-song",
    artistSlug: "emma-lindqvist",
    title: "River Song",
    occasion: "Memorial",
    genre: "Folk",
    mood: "Sentimental",
    story: LONG_STORY.replace("Tom and Lucy", "Anna and Erik"),
    day: 25,
    music: { key: 57, bpm: 66, minor: true },
  },
  {
    id: "sample-shout-it-out",
    artistSlug: "marcus-reid",
    title: "Shout It Out",
    occasion: "Birthday",
    genre: "Hip-Hop",
    mood: "Upbeat",
    day: 18,
    music: { key: 60, bpm: 96, minor: true },
  },
  {
    id: "sample-sunday-grace",
    artistSlug: "noah-bennett",
    title: "Sunday Grace",
    occasion: "Thank You",
    genre: "Christian",
    mood: "Emotional",
    story: "Written for Pastor Ruth on her retirement after thirty years of service.",
    day: 15,
    music: { key: 65, bpm: 78 },
  },
  {
    id: "sample-island-breeze",
    artistSlug: "leo-mensah",
    title: "Island Breeze",
    occasion: "Love",
    genre: "Reggae",
    mood: "Happy",
    day: 12,
    music: { key: 67, bpm: 88 },
  },
  {
    id: "sample-best-friends",
    artistSlug: null,
    title: "Best Friends Forever",
    occasion: "Birthday",
    genre: "Indie",
    mood: "Celebratory",
    story: "For Chloe's 21st, from the five of us who have been inseparable since kindergarten.",
    day: 10,
    music: { key: 66, bpm: 116 },
  },
];

export const sampleAudioPath = (sample: SeedSample) => `${sample.id}.wav`;
export const sampleArtistId = (sample: SeedSample) => (sample.artistSlug ? seedArtistId(sample.artistSlug) : null);
