import type { RateLimitRule } from "../http/rateLimits";

const HOUR_MS = 60 * 60 * 1000;

/** Reads of an invite by its token, per IP: the accept page loads it a few times; guessing needs millions. */
export const INVITE_READS_PER_IP: RateLimitRule = { name: "artist-invite-read-ip", limit: 60, windowMs: HOUR_MS };
/** Accepts per IP: each one may create an account. */
export const INVITE_ACCEPTS_PER_IP: RateLimitRule = { name: "artist-invite-accept-ip", limit: 20, windowMs: HOUR_MS };
