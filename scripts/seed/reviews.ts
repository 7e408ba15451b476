import { type OccasionId } from "@songs/domain";
import { seedArtistId } from "./artists";

export interface SeedReview {
  orderId: string;
  artistSlug: string | null;
  /** "customer" is the demo customer; other values are made-up past customers. */
  userKey: string;
  rating: number;
  comment: string;
  customerName: string;
  occasion: OccasionId;
  approved: boolean;
  day: number;
}

const review = (n: number, fields: Omit<SeedReview, "orderId" | "day">): SeedReview => ({
  orderId: `seed-order-${String(n).padStart(3, "0")}`,
  day: 100 + n,
  ...fields,
});

/**
 * Reviews across all six occasions, approved and not, ratings 1 to 5 (distinct dates). Only
 * approved reviews rated at least 3 are public; the others must never appear on public pages.
 */
export const SEED_REVIEWS: readonly SeedReview[] = [
  review(1, {
    artistSlug: "maya-rivers",
    userKey: "past-1",
    rating: 5,
    comment: "Our first dance song was perfect. Every guest asked who wrote it!",
    customerName: "Rachel & Tom",
    occasion: "wedding",
    approved: true,
  }),
  review(2, {
    artistSlug: "maya-rivers",
    userKey: "past-2",
    rating: 5,
    comment: "Maya captured fifty years of my parents' marriage in four minutes.",
    customerName: "Linda P.",
    occasion: "anniversary",
    approved: true,
  }),
  review(3, {
    artistSlug: "maya-rivers",
    userKey: "past-3",
    rating: 4,
    comment: "Lovely birthday song, delivered a day early.",
    customerName: "Chris M.",
    occasion: "birthday",
    approved: true,
  }),
  review(4, {
    artistSlug: "maya-rivers",
    userKey: "past-4",
    rating: 2,
    comment: "Nice voice but not the style I asked for.",
    customerName: "Unhappy Customer",
    occasion: "birthday",
    approved: true,
  }),
  review(5, {
    artistSlug: "maya-rivers",
    userKey: "past-5",
    rating: 5,
    comment: "Waiting for approval: this text must not be public yet.",
    customerName: "Pending Reviewer",
    occasion: "wedding",
    approved: false,
  }),
  review(6, {
    artistSlug: "jake-morrison",
    userKey: "past-6",
    rating: 5,
    comment: "My son played his graduation song on repeat all summer.",
    customerName: "Denise K.",
    occasion: "graduation",
    approved: true,
  }),
  review(7, {
    artistSlug: "jake-morrison",
    userKey: "past-7",
    rating: 3,
    comment: "Good energy, a little loud for my taste.",
    customerName: "Harold B.",
    occasion: "birthday",
    approved: true,
  }),
  review(8, {
    artistSlug: "sofia-alvarez",
    userKey: "past-8",
    rating: 5,
    comment: "Half English, half Spanish, all heart. Our families loved it.",
    customerName: "Ana & David",
    occasion: "wedding",
    approved: true,
  }),
  review(9, {
    artistSlug: "darnell-brooks",
    userKey: "past-9",
    rating: 4,
    comment: "Smooth and romantic, she said yes before the second chorus.",
    customerName: "Marcus T.",
    occasion: "anniversary",
    approved: true,
  }),
  review(10, {
    artistSlug: "emma-lindqvist",
    userKey: "past-10",
    rating: 5,
    comment: "A gentle, beautiful tribute to my grandmother. We played it at her memorial.",
    customerName: "Sarah J.",
    occasion: "memorial",
    approved: true,
  }),
  review(11, {
    artistSlug: "emma-lindqvist",
    userKey: "past-11",
    rating: 1,
    comment: "Arrived late and the name was misspelled.",
    customerName: "Low Rating",
    occasion: "memorial",
    approved: false,
  }),
  review(12, {
    artistSlug: "marcus-reid",
    userKey: "past-12",
    rating: 4,
    comment: "Hilarious shout-outs to the whole team. Best retirement gift ever.",
    customerName: "Office Crew",
    occasion: "other",
    approved: true,
  }),
  review(13, {
    artistSlug: "aiyana-clearwater",
    userKey: "past-13",
    rating: 5,
    comment: "Dad cried. Then he asked for it again.",
    customerName: "Beth W.",
    occasion: "other",
    approved: true,
  }),
  review(14, {
    artistSlug: "noah-bennett",
    userKey: "past-14",
    rating: 4,
    comment: "A hopeful song for our daughter's baptism, exactly right.",
    customerName: "The Okafors",
    occasion: "other",
    approved: true,
  }),
  review(15, {
    artistSlug: "leo-mensah",
    userKey: "past-15",
    rating: 3,
    comment: "Fun and breezy birthday tune.",
    customerName: "Jamie L.",
    occasion: "birthday",
    approved: true,
  }),
  review(16, {
    artistSlug: "sofia-alvarez",
    userKey: "past-16",
    rating: 1,
    comment: "Approved but rated one star: never listed.",
    customerName: "One Star",
    occasion: "graduation",
    approved: true,
  }),
  review(17, {
    artistSlug: null,
    userKey: "past-17",
    rating: 5,
    comment: "The whole family sang along at the graduation party.",
    customerName: "Priya & Sam",
    occasion: "graduation",
    approved: true,
  }),
  review(18, {
    artistSlug: "maya-rivers",
    userKey: "customer",
    rating: 5,
    comment: "I gave this to my husband for our anniversary and he hasn't stopped smiling.",
    customerName: "Casey Customer",
    occasion: "anniversary",
    approved: true,
  }),
  review(19, {
    artistSlug: "jake-morrison",
    userKey: "past-19",
    rating: 2,
    comment: "Not approved and low rated.",
    customerName: "Hidden Two",
    occasion: "graduation",
    approved: false,
  }),
  review(20, {
    artistSlug: "darnell-brooks",
    userKey: "past-20",
    rating: 5,
    comment: "Wedding guests thought he was performing live.",
    customerName: "Naomi & Jordan",
    occasion: "wedding",
    approved: true,
  }),
];

export const reviewArtistId = (seed: SeedReview) => (seed.artistSlug ? seedArtistId(seed.artistSlug) : null);
