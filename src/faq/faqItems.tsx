import {
  ADD_ONS,
  AUDIO_FORMAT,
  CD_POSTAL_EXTRA,
  PACKAGE_LIST,
  REVISION_CLAIM,
  RUSH_DELIVERY_HOURS,
  SONG_RIGHTS,
} from "@songs/domain";
import type { AccordionItem } from "./Accordion";

/** "The Basic Song within 7 days, the Premium Song within 5 days and the Deluxe Package within 3 days". */
const PACKAGE_DELIVERY_LIST = PACKAGE_LIST.map((pkg) => `the ${pkg.name} within ${pkg.deliveryDays} days`)
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1");

/** The FAQ's ten questions (spec §2 FAQ); delivery times and rights come from the domain, as on every page. */
export const FAQ_ITEMS: readonly AccordionItem[] = [
  {
    id: "delivery-time",
    heading: "How long does it take to receive my song?",
    content: (
      <p>
        From the moment your order is confirmed, your song is delivered by package: {PACKAGE_DELIVERY_LIST}. If you
        order a CD, please allow {CD_POSTAL_EXTRA} for it to reach you.
      </p>
    ),
  },
  {
    id: "rush",
    heading: "Can I get my song faster?",
    content: (
      <p>
        Yes. With rush delivery your song is ready within {RUSH_DELIVERY_HOURS} hours. Add &ldquo;{ADD_ONS.rush.label}
        &rdquo; in the order builder.
      </p>
    ),
  },
  {
    id: "format",
    heading: "What format will my song be in?",
    content: (
      <p>
        Your song is delivered as an {AUDIO_FORMAT}, ready to play on any phone, computer or speaker. You can download
        it from your dashboard whenever you like.
      </p>
    ),
  },
  {
    id: "cd",
    heading: "Can I get a physical copy of my song?",
    content: (
      <p>Yes. A CD option is available for an extra fee, and the Deluxe Package includes a digital download plus CD.</p>
    ),
  },
  {
    id: "ownership",
    heading: "Who owns the song?",
    content: <p>{SONG_RIGHTS} Play it at your event, share it online or use it in your own videos.</p>,
  },
  {
    id: "revisions",
    heading: "Are revisions included?",
    content: (
      <p>
        Yes, revisions are included. If something doesn&apos;t feel right, tell your artist and they will adjust the
        lyrics or the arrangement. {REVISION_CLAIM}
      </p>
    ),
  },
  {
    id: "details",
    heading: "What do I need to tell you?",
    content: (
      <p>
        The occasion, the genre you like, the recipient&apos;s name and your story: how you met, what makes them
        special, inside jokes and key moments. The more you share, the more personal your song will be.
      </p>
    ),
  },
  {
    id: "artist",
    heading: "Can I choose my artist?",
    content: (
      <p>
        Yes. Browse our artists, listen to their samples and pick the voice you love, or skip that step and we will
        match you with an artist who fits your genre.
      </p>
    ),
  },
  {
    id: "unhappy",
    heading: "What if I'm not happy with my song?",
    content: (
      <p>
        We want you to love it. Ask your artist for a revision, or contact us through the Contact Us link at the bottom
        of every page and we will make it right.
      </p>
    ),
  },
  {
    id: "payment",
    heading: "How do I pay, and do I need an account?",
    content: (
      <p>
        You pay securely by card at checkout. You need an account to complete your order; if you log in midway, your
        progress is saved and you can pick up where you left off.
      </p>
    ),
  },
];
