import { seedUuid } from "./ids";

/** Demo accounts of the local stack (also in the README). */
export const DEMO_CUSTOMER = {
  uid: "demo-customer",
  email: "customer@example.com",
  password: "customer-pass-2025",
  fullName: "Casey Customer",
} as const;

export const DEMO_ADMIN = {
  uid: "demo-admin",
  email: "admin@example.com",
  password: "admin-pass-2025",
  fullName: "Alex Admin",
} as const;

/** Demo artist logins, each linked to its seed artist profile (claim `artistId` and `artistAccounts/{artistId}`). */
export const DEMO_ARTISTS = [
  {
    uid: "demo-artist-maya",
    email: "maya@example.com",
    password: "artist-pass-2025",
    fullName: "Maya Rivers",
    artistId: seedUuid("artist:maya-rivers"),
  },
  {
    uid: "demo-artist-sofia",
    email: "sofia@example.com",
    password: "artist-pass-2025",
    fullName: "Sofia Alvarez",
    artistId: seedUuid("artist:sofia-alvarez"),
  },
] as const;
