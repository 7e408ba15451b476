import type { RateLimitRule } from "../http/rateLimits";

/** Contact messages allowed per hour, for each sender IP and each sender email. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_MESSAGES = "Too many messages. Please try again later.";
