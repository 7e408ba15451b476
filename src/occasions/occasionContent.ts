import { type LandingOccasionId } from "@songs/domain";

export interface OccasionContent {
  /** Document title and meta description. */
  pageTitle: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  perfectForHeading: string;
  perfectFor: readonly { title: string; text: string }[];
  /** A quiet, gentle page (muted palette, no exclamation marks) with a note about sensitivity. */
  isQuiet: boolean;
  sensitivityNote?: string;
  closingHeading: string;
  closingText: string;
}

/** The content of each occasion landing page; one page component renders them all. */
export const OCCASION_CONTENT: Readonly<Record<LandingOccasionId, OccasionContent>> = {
  wedding: {
    pageTitle: "Custom Wedding Songs",
    description:
      "A custom wedding song written and recorded from your love story: for your first dance, the walk down the aisle or a surprise for your partner.",
    eyebrow: "Wedding Songs",
    heading: "Your Love Story, Set to Music",
    lead: "Walk down the aisle, share your first dance or surprise your partner with a song written from the story only the two of you know.",
    perfectForHeading: "Perfect For",
    perfectFor: [
      { title: "Your First Dance", text: "A song made for your first dance as a married couple." },
      { title: "Walking Down the Aisle", text: "An entrance your guests will remember for years." },
      { title: "A Surprise for Your Partner", text: "Your vows and memories turned into a gift they can keep." },
    ],
    isQuiet: false,
    closingHeading: "Make Your Day Unforgettable",
    closingText: "Tell us how you met and what you love about each other. We'll write the song.",
  },
  birthday: {
    pageTitle: "Custom Birthday Songs",
    description:
      "A custom birthday song written and recorded from your stories: for milestone birthdays, surprise parties and the people you celebrate.",
    eyebrow: "Birthday Songs",
    heading: "A Birthday Gift They'll Never Forget",
    lead: "Celebrate the people you love with a song full of their stories, their quirks and the moments you share.",
    perfectForHeading: "Perfect For",
    perfectFor: [
      { title: "Milestone Birthdays", text: "Turning 18, 30, 50 or 80: mark the big ones with a song." },
      { title: "Surprise Parties", text: "The moment everyone remembers from the party." },
      { title: "Children's Birthdays", text: "A song with their name in it, to sing along to for years." },
    ],
    isQuiet: false,
    closingHeading: "Make This Birthday the Best One Yet",
    closingText: "Share a few favourite memories and we'll turn them into a song.",
  },
  anniversary: {
    pageTitle: "Custom Anniversary Songs",
    description:
      "A custom anniversary song written and recorded from your years together: for milestone anniversaries, vow renewals and romantic surprises.",
    eyebrow: "Anniversary Songs",
    heading: "Celebrate Every Year Together",
    lead: "From the first date to today: a song that tells the story of your years together.",
    perfectForHeading: "Perfect For",
    perfectFor: [
      { title: "Milestone Anniversaries", text: "One year, ten years, fifty years: every chapter deserves a song." },
      { title: "Renewing Your Vows", text: "A new song for the promises you make again." },
      { title: "A Romantic Surprise", text: "Remind them why you fell in love." },
    ],
    isQuiet: false,
    closingHeading: "Tell Your Love Story",
    closingText: "Share the moments that made your years together, and we'll set them to music.",
  },
  memorial: {
    pageTitle: "Memorial Songs",
    description:
      "A gentle memorial song written and recorded with care to honour a loved one's life and keep their memory close.",
    eyebrow: "Memorial Songs",
    heading: "Honour a Life with a Song",
    lead: "A gentle song to remember someone you love, written with care from the memories you hold closest.",
    perfectForHeading: "A Gentle Tribute",
    perfectFor: [
      { title: "Celebration of Life Services", text: "A song to share with everyone gathered to remember." },
      { title: "Honouring Their Memory", text: "Their story, their spirit and what they meant to you." },
      { title: "A Keepsake for the Family", text: "Something to return to whenever you want to feel close to them." },
    ],
    isQuiet: true,
    sensitivityNote:
      "We understand this may be a difficult time. Our artists approach every memorial song with care and respect. Share as much or as little as feels right, and take all the time you need.",
    closingHeading: "When You Are Ready",
    closingText: "Tell us about the person you are remembering. We will listen, and write with care.",
  },
};
