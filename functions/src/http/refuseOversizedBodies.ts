import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { HttpError } from "./errors";

/** Largest request body the API accepts, in bytes (file bytes never pass through the API). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses bodies over MAX_BODY_BYTES with 413 `payload_too_large`. It must be the app's first
 * middleware: the Cloud Functions runtime has already read and parsed bodies of up to 32 MB into
 * `req.rawBody` and `req.body` before the app runs, so the size is judged from the declared
 * `Content-Length` and, for a body sent without one, from the bytes the runtime kept.
 */
export const refuseOversizedBodies: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  const received = (req as IncomingMessage & { rawBody?: Buffer }).rawBody?.length ?? 0;
  if (declared > MAX_BODY_BYTES || received > MAX_BODY_BYTES) {
    next(new HttpError(413, "payload_too_large", "The request body is too large (at most 1 MB)."));
    return;
  }
  next();
};
