import { perHour } from "../http/rateLimits";

/** Reads of an invite by its token, per IP: the accept page loads it a few times; guessing needs millions. */
export const INVITE_READS_PER_IP = perHour("artist-invite-read-ip", 60);
/** Accepts per IP: each one may create an account. */
export const INVITE_ACCEPTS_PER_IP = perHour("artist-invite-accept-ip", 20);
