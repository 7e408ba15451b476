import { perHour } from "../http/rateLimits";

/** Contact messages allowed per hour, for each sender IP and each sender email. */
export const CONTACT_RATE_LIMIT = perHour("contact", 5);
export const TOO_MANY_MESSAGES = "Too many messages. Please try again later.";
