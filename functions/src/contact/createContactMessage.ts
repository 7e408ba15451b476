import type { RequestHandler } from "express";
import { MESSAGES, contactMessageSchema } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { badRequest } from "../http/errors";
import { handler, type Endpoint } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { loadContactConfig } from "./contactConfig";
import { contactMessages } from "./contactMessages";
import { CONTACT_RATE_LIMIT, TOO_MANY_MESSAGES } from "./contactRateLimit";

/** The validated message: rate-limited per IP and per email, then stored and mailed to support. */
const saveContactMessage = handler(contactMessageSchema, async ({ input, db, config, req }) => {
  const ip = clientIp(req, config);
  await enforceRateLimit(db, CONTACT_RATE_LIMIT, { ip, email: input.email.toLowerCase() }, TOO_MANY_MESSAGES);
  const { supportEmail } = loadContactConfig();
  await contactMessages(db).save(input, { ip, supportEmail });
  return { message: MESSAGES.contactSent };
});

/** POST /api/contact: the footer's contact form. A body that is not JSON is a 400, like any bad field. */
export const createContactMessage: Endpoint = Object.assign<RequestHandler, Pick<Endpoint, "auth">>(
  (req, res, next) => {
    if (!req.is("application/json")) {
      next(badRequest("Send the message as a JSON object"));
      return;
    }
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
      next(badRequest("Send the message as a JSON object"));
      return;
    }
    void saveContactMessage(req, res, next);
  },
  { auth: saveContactMessage.auth },
);
