import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { fieldErrors } from "@songs/domain";
import { requireAdmin } from "./adminAccess";
import { requireArtist } from "./artistAccess";
import { authenticate, bearerToken, requireCustomer, type AuthUser } from "./authenticate";
import type { CatalogueCache } from "./catalogueCache";
import { setCachePolicy, type CachePolicy } from "./cachePolicy";
import type { Dependencies } from "./Dependencies";
import { badRequest, HttpError, unauthorized } from "./errors";

export interface HandlerContext<Input> extends Dependencies {
  /** The validated query (GET, HEAD, DELETE) or JSON body (other methods). */
  input: Input;
  params: Record<string, string | string[]>;
  /** The verified caller, or null for an anonymous request. */
  user: AuthUser | null;
  req: Request;
  res: Response;
}

export interface HandlerOptions {
  /**
   * "optional" (default): verify a token when one is sent; "required": 401 without one or with a
   * revoked one; "customer": as required, and a password sign-in with a verified email (see
   * `requireCustomer`), for every route that writes or reveals a customer's data; "admin": an
   * admin whose session passed two-factor authentication (see `requireAdmin`); "artist": as
   * "customer", from an account linked to an artist profile (see `requireArtist`).
   */
  auth?: "optional" | "required" | "customer" | "admin" | "artist";
  /** Default "private". A "catalogue" read must depend only on its route, parameters and query, and leave `res` alone. */
  cache?: CachePolicy;
}

/** Returned by a handler to answer with a redirect instead of JSON. */
export class Redirect {
  constructor(readonly location: string, readonly status: 302 | 303 | 307 = 302) {}
}

/**
 * Returned by a handler to answer with a text document (robots.txt, sitemap.xml) instead of JSON;
 * with a `filename`, as a download (a CSV export).
 */
export class TextDocument {
  constructor(readonly contentType: string, readonly body: string, readonly filename?: string) {}
}

/** Returned by a handler to answer with a file's bytes (a public image) instead of JSON. */
export class FileBody {
  constructor(readonly contentType: string, readonly bytes: Buffer) {}
}

export const emptyQuerySchema = z.strictObject({});

const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

export function dependenciesOf(req: Request): Dependencies {
  return req.app.locals.dependencies as Dependencies;
}

/** A JSON answer serialised once, with its ETag, so cached answers cost no serialising or hashing per request. */
interface SerialisedAnswer {
  json: string;
  etag: string;
}

/**
 * Answers an anonymous public catalogue read from the instance's memory (one read per key and
 * max age; the key is the route, its parameters and the validated query).
 */
async function sendFromCatalogue(req: Request, res: Response, catalogue: CatalogueCache, input: unknown, read: () => Promise<unknown>): Promise<void> {
  const key = `${String((req.route as { path?: unknown } | undefined)?.path)} ${JSON.stringify(req.params)} ${JSON.stringify(input)}`;
  const answer = await catalogue.read<SerialisedAnswer>(key, async () => {
    const json = JSON.stringify(await read());
    return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
  });
  setCachePolicy(res, "catalogue");
  res.set("ETag", answer.etag).type("json").send(answer.json);
}

/**
 * One endpoint: validates the query or body with `schema` (400 `invalid_request` with the first
 * message of each field), identifies the caller, runs the rule and maps every error to JSON.
 */
export function handler<Schema extends z.ZodType, Result>(
  schema: Schema,
  fn: (context: HandlerContext<z.output<Schema>>) => Promise<Result>,
  options: HandlerOptions = {},
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const dependencies = dependenciesOf(req);
      const hasBody = !METHODS_WITHOUT_BODY.has(req.method);
      const sendsBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
      if (hasBody && sendsBody && !req.is("application/json")) {
        throw new HttpError(415, "unsupported_media_type", "Send the request body as application/json");
      }
      const parsed = schema.safeParse(hasBody ? (req.body ?? {}) : { ...req.query });
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        throw badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
      }
      const signedInRoute = options.auth === "required" || options.auth === "customer" || options.auth === "artist";
      const user = await authenticate(req, dependencies.auth, signedInRoute);
      if (signedInRoute && !user) throw unauthorized();
      if (options.auth === "customer" && user) requireCustomer(user);
      if (options.auth === "artist" && user) requireArtist(user);
      if (options.auth === "admin") await requireAdmin(user, dependencies, bearerToken(req));
      const context = { ...dependencies, input: parsed.data, params: req.params as Record<string, string | string[]>, user, req, res };
      if (options.cache === "catalogue" && !user) {
        await sendFromCatalogue(req, res, dependencies.catalogue, parsed.data, () => fn(context));
        return;
      }
      const result = await fn(context);
      setCachePolicy(res, options.cache ?? "private");
      if (result instanceof Redirect) {
        res.redirect(result.status, result.location);
      } else if (result instanceof FileBody) {
        res.type(result.contentType).send(result.bytes);
      } else if (result instanceof TextDocument) {
        if (result.filename) res.attachment(result.filename);
        res.type(result.contentType).send(result.body);
      } else if (result === undefined) {
        res.status(204).end();
      } else {
        res.json(result);
      }
    } catch (error) {
      next(error);
    }
  };
}
