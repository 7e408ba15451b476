/** The listen capability's public entry: what a private listening link shows, and how often it may be asked. */
export { LISTEN_RATE_LIMIT, TOO_MANY_LISTENS, linkUnavailable } from "./getSharedSong";
export { readSharedSong } from "./sharedSong";
