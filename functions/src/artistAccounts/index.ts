/** The artist accounts capability's public entry: the owner of `artistAccounts/*` and `artistInvites/*`. */
export { artistAccounts, type ArtistAccountRecord } from "./artistAccounts";
