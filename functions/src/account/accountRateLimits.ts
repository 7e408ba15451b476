import { SIGNUPS_PER_EMAIL_PER_HOUR, SIGNUPS_PER_IP_PER_HOUR } from "@songs/domain";
import type { RateLimitRule } from "../http/rateLimits";

const HOUR_MS = 60 * 60 * 1000;

export const SIGNUP_PER_IP: RateLimitRule = { name: "signup-ip", limit: SIGNUPS_PER_IP_PER_HOUR, windowMs: HOUR_MS };
export const SIGNUP_PER_EMAIL: RateLimitRule = {
  name: "signup-email",
  limit: SIGNUPS_PER_EMAIL_PER_HOUR,
  windowMs: HOUR_MS,
};
export const PASSWORD_RESET_PER_IP: RateLimitRule = { name: "password-reset-ip", limit: 20, windowMs: HOUR_MS };
export const PASSWORD_RESET_PER_EMAIL: RateLimitRule = { name: "password-reset-email", limit: 5, windowMs: HOUR_MS };
/** "Send the email again": a few a day per address is plenty; a network may hold many people. */
export const VERIFICATION_EMAIL_PER_IP: RateLimitRule = { name: "verification-email-ip", limit: 20, windowMs: HOUR_MS };
export const VERIFICATION_EMAIL_PER_EMAIL: RateLimitRule = {
  name: "verification-email-email",
  limit: 3,
  windowMs: HOUR_MS,
};
/** Reported sign-in failures (the spec's track-login) per IP. */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: "login-failures-ip", limit: 30, windowMs: 15 * 60 * 1000 };

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";
