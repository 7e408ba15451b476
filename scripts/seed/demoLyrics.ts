import type { OccasionId } from "@songs/domain";

/**
 * Lyrics for a demo order's song, in the plain-lines form artists hand in (section headings are
 * plain lines), made from its recipient and occasion so every delivered demo song has its words.
 */
export function demoLyrics(order: { recipientName: string; occasion: OccasionId }): string {
  const name = order.recipientName;
  return [
    "Verse 1",
    `There's a light that follows ${name} down every road,`,
    "A laugh that turns the rain to something warm,",
    "Every little story that we've carried home",
    "Is another reason that this song was born.",
    "",
    "Chorus",
    `Oh ${name}, this one's for you,`,
    `For the ${order.occasion === "memorial" ? "love you left in all we do" : "days you made the sky so blue"},`,
    "Sing it loud and sing it true,",
    `Oh ${name}, this one's for you.`,
    "",
    "Verse 2",
    "We kept the moments like the photos on the wall,",
    "The kitchen dances and the late-night calls,",
    "And if the years go quicker than we knew,",
    "We'll keep on singing every word for you.",
  ].join("\n");
}
