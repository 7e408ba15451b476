import { SIGNUPS_PER_EMAIL_PER_HOUR, SIGNUPS_PER_IP_PER_HOUR } from "@songs/domain";
import { perHour, type RateLimitRule } from "../http/rateLimits";

export const SIGNUP_PER_IP = perHour("signup-ip", SIGNUPS_PER_IP_PER_HOUR);
export const SIGNUP_PER_EMAIL = perHour("signup-email", SIGNUPS_PER_EMAIL_PER_HOUR);
export const PASSWORD_RESET_PER_IP = perHour("password-reset-ip", 20);
export const PASSWORD_RESET_PER_EMAIL = perHour("password-reset-email", 5);
/** "Send the email again": a few a day per address is plenty; a network may hold many people. */
export const VERIFICATION_EMAIL_PER_IP = perHour("verification-email-ip", 20);
export const VERIFICATION_EMAIL_PER_EMAIL = perHour("verification-email-email", 3);
/** Reported sign-in failures (the spec's track-login) per IP. */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: "login-failures-ip", limit: 30, windowMs: 15 * 60 * 1000 };

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";
