/**
 * What an order owes its customer, derived from its package and add-ons: the song always, the
 * instrumental version (add-on), the lyrics always (as text), the framed lyrics print (add-on) and
 * the Deluxe Package's CD, each with who makes it and whether it ships. The one place the brief,
 * the studio, the quality check, the dashboard, the admins and the checkout read it from.
 */
import { ADD_ONS, PACKAGES, isPackageKey, type AddOnKey } from "./catalogue";
import { formatCents } from "./format";
import { DELUXE_CD_VALUE_CENTS } from "./studio";

export const DELIVERABLE_KEYS = ["song", "instrumental", "lyrics", "lyrics_print", "cd"] as const;
export type DeliverableKey = (typeof DELIVERABLE_KEYS)[number];

/** The items the artist delivers in a submission: two audio files and the lyrics as text. */
export const ARTIST_ITEM_KEYS = ["song", "instrumental", "lyrics"] as const satisfies readonly DeliverableKey[];
export type ArtistItemKey = (typeof ARTIST_ITEM_KEYS)[number];

/** The audio files among them, each a signed, byte-checked upload. */
export const AUDIO_ITEM_KEYS = ["song", "instrumental"] as const satisfies readonly ArtistItemKey[];
export type AudioItemKey = (typeof AUDIO_ITEM_KEYS)[number];

/** The items that are posted to the customer. */
export const PHYSICAL_ITEM_KEYS = ["lyrics_print", "cd"] as const satisfies readonly DeliverableKey[];
export type PhysicalItemKey = (typeof PHYSICAL_ITEM_KEYS)[number];

/** What the player and the media controls call the instrumental version of a song. */
export const INSTRUMENTAL_NAME = "Instrumental";

/** The instrumental's track title: "Song for Emma (Instrumental)". */
export const instrumentalTitle = (songTitle: string) => `${songTitle} (${INSTRUMENTAL_NAME})`;

export type DeliverableMaker = "artist" | "print_shop" | "admins";

export interface Deliverable {
  key: DeliverableKey;
  /** How every screen names it. */
  label: string;
  maker: DeliverableMaker;
  ships: boolean;
  /** What the order bought that owes it. */
  reason: string;
}

export const DELIVERABLE_LABELS: Readonly<Record<DeliverableKey, string>> = {
  song: "Song",
  instrumental: "Instrumental version",
  lyrics: "Lyrics",
  lyrics_print: "Framed lyrics print",
  cd: "CD",
};

export const MAKER_LABELS: Readonly<Record<DeliverableMaker, string>> = {
  artist: "The artist",
  print_shop: "The print shop",
  admins: "Our team",
};

/** The add-on or package that makes an order owe each optional item. */
const OWED_BY: Readonly<Record<"instrumental" | "lyrics_print", AddOnKey>> = {
  instrumental: "instrumental",
  lyrics_print: "lyrics-print",
};

export function isArtistItemKey(value: string): value is ArtistItemKey {
  return (ARTIST_ITEM_KEYS as readonly string[]).includes(value);
}

export function isPhysicalItemKey(value: string): value is PhysicalItemKey {
  return (PHYSICAL_ITEM_KEYS as readonly string[]).includes(value);
}

type OrderItems = { package: string; addOns: readonly string[] };

/** Everything the order owes, in the order above. */
export function deliverablesOf(order: OrderItems): Deliverable[] {
  const items: Deliverable[] = [
    { key: "song", label: DELIVERABLE_LABELS.song, maker: "artist", ships: false, reason: "Every order" },
  ];
  if (order.addOns.includes(OWED_BY.instrumental)) {
    items.push({
      key: "instrumental",
      label: DELIVERABLE_LABELS.instrumental,
      maker: "artist",
      ships: false,
      reason: ADD_ONS.instrumental.label,
    });
  }
  items.push({ key: "lyrics", label: DELIVERABLE_LABELS.lyrics, maker: "artist", ships: false, reason: "Every order" });
  if (order.addOns.includes(OWED_BY.lyrics_print)) {
    items.push({
      key: "lyrics_print",
      label: DELIVERABLE_LABELS.lyrics_print,
      maker: "print_shop",
      ships: true,
      reason: ADD_ONS["lyrics-print"].label,
    });
  }
  if (isPackageKey(order.package) && PACKAGES[order.package].hasPhysicalItem) {
    items.push({
      key: "cd",
      label: DELIVERABLE_LABELS.cd,
      maker: "admins",
      ships: true,
      reason: PACKAGES[order.package].name,
    });
  }
  return items;
}

/** Whether the order owes `key`. */
export function owes(order: OrderItems, key: DeliverableKey): boolean {
  return deliverablesOf(order).some((item) => item.key === key);
}

/** The items the artist delivers for the order: the song, the instrumental when bought, the lyrics. */
export function artistItemsOf(order: OrderItems): ArtistItemKey[] {
  return deliverablesOf(order).flatMap((item) =>
    isArtistItemKey(item.key) && item.maker === "artist" ? [item.key] : [],
  );
}

/** The items the order posts to the customer. */
export function physicalItemsOf(order: OrderItems): PhysicalItemKey[] {
  return deliverablesOf(order).flatMap((item) => (isPhysicalItemKey(item.key) ? [item.key] : []));
}

/** Whether the order holds something to post, so the payment page asks for an address. */
export function needsShippingAddress(order: OrderItems): boolean {
  return physicalItemsOf(order).length > 0;
}

/** What a physical item is sold for: the most a refund of it gives back. */
export function physicalItemPriceCents(key: PhysicalItemKey): number {
  // The CD's part of the Deluxe Package's price is its stated value (never the artist's share).
  return key === "lyrics_print" ? ADD_ONS["lyrics-print"].priceCents : DELUXE_CD_VALUE_CENTS;
}

/** What the song must be: its length as sold, and whether it has the extra verse the customer bought. */
export interface SongSpec {
  length: string | null;
  extraVerse: boolean;
}

export function songSpecOf(order: OrderItems): SongSpec {
  return {
    length: isPackageKey(order.package) ? PACKAGES[order.package].length : null,
    extraVerse: order.addOns.includes("extra-verse"),
  };
}

/** The brief's words for the extra verse. */
export const EXTRA_VERSE_NOTE =
  "Extra verse: the customer bought one more verse than the package's song has. Write and record it.";

/** The lyrics: required with every song, as plain text (verse and chorus headings are plain lines). */
export const MAX_LYRICS_LENGTH = 5000;

export const DELIVERY_MESSAGES = {
  lyricsRequired: "Please add the song's lyrics",
  lyricsTooLong: `Lyrics must be less than ${MAX_LYRICS_LENGTH} characters`,
  nothingNew: "Upload a new file or change the lyrics before submitting again.",
  fileAttached: "File uploaded. Submit when everything is ready.",
} as const;

/** Each item as a sentence names it. */
export const DELIVERABLE_NOUNS: Readonly<Record<DeliverableKey, string>> = {
  song: "the song",
  instrumental: "the instrumental version",
  lyrics: "the lyrics",
  lyrics_print: "the framed lyrics print",
  cd: "the CD",
};

/** "the instrumental version and the lyrics": items in words, joined as a sentence. */
export function itemsInWords(keys: readonly DeliverableKey[]): string {
  const names = keys.map((key) => DELIVERABLE_NOUNS[key]);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** The refusal of an artist's submission (or the admins' delivery) that lacks owed items, naming them. */
export function missingItemsMessage(
  keys: readonly ArtistItemKey[],
  handing: "submitting" | "delivering" = "submitting",
): string {
  return `Add ${itemsInWords(keys)} before ${handing}.`;
}

/** What the submit (or deliver) button says while items are missing. */
export function missingItemsButtonLabel(keys: readonly ArtistItemKey[], verb: "submit" | "deliver" = "submit"): string {
  return `Add ${itemsInWords(keys)} to ${verb}`;
}

/**
 * Lyrics as kept: line breaks made plain ("\n"), spaces at line ends and blank lines at either end
 * dropped, and never more than one blank line in a row. Sections ("Verse 1", "Chorus") stay the
 * plain lines the artist typed.
 */
export function normalizeLyrics(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+$/u, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+|\n+$/g, "");
}

/* Shipping: the Deluxe CD and the framed lyrics print are posted. */

/** Where physical items ship (Stripe's payment page offers these, and the address form). */
export const SHIPPING_COUNTRIES = ["US", "CA", "GB", "AU", "IE", "NZ"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export const SHIPPING_COUNTRY_LABELS: Readonly<Record<ShippingCountry, string>> = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  AU: "Australia",
  IE: "Ireland",
  NZ: "New Zealand",
};

/**
 * A physical item's way to the customer: `pending` until it is made (a print sent to the print
 * shop, a CD burned: `made`), then `shipped` with a carrier and tracking number, then
 * `delivered`; or `refunded` before it shipped, when it will never ship.
 */
export const SHIPMENT_STATES = ["pending", "made", "shipped", "delivered", "refunded"] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** The admins' actions on a physical item, by the state they move it to. */
export const SHIPMENT_STEPS = ["made", "shipped", "delivered"] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

/** The buttons of each step; "Mark delivered", not "Delivered", so the button is not read as the status chip beside it. */
export const SHIPMENT_STEP_LABELS: Readonly<Record<PhysicalItemKey, Readonly<Record<ShipmentStep, string>>>> = {
  lyrics_print: { made: "Sent to Print", shipped: "Shipped", delivered: "Mark delivered" },
  cd: { made: "Burned", shipped: "Shipped", delivered: "Mark delivered" },
};

/** How the customer reads each state; `waiting` is a pending item whose song is not released yet. */
export function shipmentStateLabel(key: PhysicalItemKey, state: ShipmentState, isSongReleased: boolean): string {
  switch (state) {
    case "pending":
      return isSongReleased ? "Being prepared" : "Made once your song is ready";
    case "made":
      return key === "lyrics_print" ? "At the print shop" : "Burned, ready to post";
    case "shipped":
      return "Shipped";
    case "delivered":
      return "Delivered";
    case "refunded":
      return "Refunded";
  }
}

export const MAX_CARRIER_LENGTH = 60;
export const MAX_TRACKING_NUMBER_LENGTH = 60;

export const SHIPPING_MESSAGES = {
  carrierRequired: "Please enter the carrier",
  carrierTooLong: `Carrier must be less than ${MAX_CARRIER_LENGTH} characters`,
  trackingRequired: "Please enter the tracking number",
  trackingInvalid: "Use letters, digits, spaces and dashes only",
  trackingTooLong: `Tracking number must be less than ${MAX_TRACKING_NUMBER_LENGTH} characters`,
  addressNameRequired: "Please enter the recipient's full name",
  addressLineRequired: "Please enter the street address",
  addressCityRequired: "Please enter the city",
  addressPostalCodeRequired: "Please enter the postal code",
  addressCountryRequired: "Please choose a country we ship to",
  addressTooLong: "Please keep each line under 100 characters",
  addressChanged: "Shipping address updated.",
  refundAmountInvalid: "Enter an amount of at least $0.01",
  shipped: "Marked as shipped. The customer is emailed the tracking number.",
} as const;

/** The refusal of a refund larger than the item's price. */
export function refundTooLargeMessage(key: PhysicalItemKey): string {
  return `A refund of ${DELIVERABLE_NOUNS[key]} can be at most ${formatCents(physicalItemPriceCents(key))}.`;
}

/** A tracking page the customer can open for well-known carriers; null for others (the number is shown either way). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, ""));
  switch (carrier.trim().toLowerCase()) {
    case "usps":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case "ups":
      return `https://www.ups.com/track?tracknum=${number}`;
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case "royal mail":
      return `https://www.royalmail.com/track-your-item#/tracking-results/${number}`;
    case "canada post":
      return `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${number}`;
    case "australia post":
      return `https://auspost.com.au/mypost/track/details/${number}`;
    case "dhl":
      return `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${number}`;
    default:
      return null;
  }
}
