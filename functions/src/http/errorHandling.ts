import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { failureFields, requestLog } from "./requestLog";
import { setCachePolicy } from "./cachePolicy";
import { HttpError, notFound } from "./errors";

function send(res: Response, error: HttpError): void {
  setCachePolicy(res, "private");
  if (error.headers) res.set(error.headers);
  const body: { code: string; message: string; fields?: Record<string, string> } = {
    code: error.code,
    message: error.message,
  };
  if (error.fields) body.fields = error.fields;
  res.status(error.status).json({ error: body });
}

/** Body-parser failures carry a `type` and a `status`. */
function fromBodyParser(error: { type?: unknown; status?: unknown }): HttpError | null {
  switch (error.type) {
    case "entity.parse.failed":
      return new HttpError(400, "invalid_json", "The request body is not valid JSON");
    case "entity.too.large":
      return new HttpError(413, "payload_too_large", "The request body is too large");
    case "charset.unsupported":
    case "encoding.unsupported":
      return new HttpError(415, "unsupported_media_type", "Unsupported request encoding");
    default:
      // Express's own client errors (a malformed URL, for example) carry a 4xx status.
      if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
        return new HttpError(error.status, error.status === 404 ? "not_found" : "invalid_request", "Invalid request");
      }
      return null;
  }
}

/** Maps every error to the JSON error body; never sends a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req: Request, res: Response, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) return send(res, error);
  const known = typeof error === "object" && error !== null ? fromBodyParser(error) : null;
  if (known) return send(res, known);
  requestLog.error("Unhandled API error", {
    method: req.method,
    path: req.path,
    ...failureFields(error),
    stack: (error as Error)?.stack,
  });
  send(res, new HttpError(500, "internal", "Something went wrong. Please try again."));
};

export const unknownRoute: RequestHandler = (_req, _res, next) => next(notFound("No such API endpoint"));

/** For a known path requested with a method it does not answer. */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : [])].join(", ");
  return (_req, _res, next) =>
    next(new HttpError(405, "method_not_allowed", "Method not allowed", undefined, { Allow: allow }));
}
