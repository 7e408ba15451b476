import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { fieldErrors } from "@songs/domain";
import { requireAdmin } from "./adminAccess";
import { requireArtist, type ArtistUser } from "./artistAccess";
import { authenticate, bearerToken, type AuthUser } from "./authenticate";
import type { CatalogueCache } from "./catalogueCache";
import { requireCustomer } from "./customerAccess";
import { setCachePolicy, type CachePolicy } from "./cachePolicy";
import type { Dependencies } from "./Dependencies";
import { badRequest, HttpError, notFound, unauthorized } from "./errors";
import { nameLogIds, requestIdOf, withLogIds } from "./requestLog";

/**
 * Who may call a route. "optional" (default): verify a token when one is sent; "required": 401
 * without one or with a revoked one; "customer": as required, and a password sign-in with a
 * verified email (see `requireCustomer`), for every route that writes or reveals a customer's
 * data; "admin": an admin whose session passed two-factor authentication (see `requireAdmin`);
 * "artist": as "customer", from an account linked to an artist profile (see `requireArtist`).
 */
export type AuthMode = "optional" | "required" | "customer" | "admin" | "artist";

/**
 * A route's handler as `handler` makes it: Express's request handler, carrying the `auth` its
 * caller must pass, so the route table can hold each route's audience to its gate.
 */
export type Endpoint = RequestHandler & { readonly auth: AuthMode };

/** The caller a route's handler receives: never null where the route needs a sign-in, an artist's with their profile id. */
export type UserOf<Auth extends AuthMode> = Auth extends "artist"
  ? ArtistUser
  : Auth extends "optional"
    ? AuthUser | null
    : AuthUser;

/** A route without parameters. */
export const noParamsSchema = z.object({});

export interface HandlerContext<Input, User = AuthUser | null, Params = Record<string, never>> extends Dependencies {
  /** The validated query (GET, HEAD, DELETE) or JSON body (other methods). */
  input: Input;
  /** The route's parameters, parsed by its `params` schema (a malformed one answers 404). */
  params: Params;
  /** The verified caller, as the route's `auth` let it through. */
  user: User;
  req: Request;
  res: Response;
}

export interface HandlerOptions<Auth extends AuthMode, Params extends z.ZodType> {
  auth?: Auth;
  /** Default "private". A "catalogue" read must depend only on its route, parameters and query, and leave `res` alone. */
  cache?: CachePolicy;
  /**
   * The schema of the route's parameters (`:orderId`, ...). A value it refuses names nothing
   * there can be, so the answer is 404 (with the schema's message) before anything is read, never
   * a 500 from a path Firestore cannot hold.
   */
  params?: Params;
  /** The 401 message for a signed-out caller of a signed-in route, where the spec words it. */
  signInMessage?: string;
  /**
   * "not_found": a signed-out caller gets the 404 anyone gets who takes no part in the route's
   * private record (a gift's management, an order's questions), so nothing hints that it exists.
   * Default "unauthorized" (401).
   */
  signedOut?: "unauthorized" | "not_found";
}

/** Returned by a handler to answer with a redirect instead of JSON. */
export class Redirect {
  constructor(
    readonly location: string,
    readonly status: 302 | 303 | 307 = 302,
  ) {}
}

/**
 * Returned by a handler to answer with a text document (robots.txt, sitemap.xml) instead of JSON;
 * with a `filename`, as a download (a CSV export).
 */
export class TextDocument {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly filename?: string,
  ) {}
}

/** Returned by a handler to answer with a file's bytes (a public image) instead of JSON. */
export class FileBody {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

export const emptyQuerySchema = z.strictObject({});

const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

export function dependenciesOf(req: Request): Dependencies {
  return req.app.locals.dependencies as Dependencies;
}

/** The caller as `auth` lets them through; throws 401 or 403 otherwise. */
async function callerOf(
  req: Request,
  dependencies: Dependencies,
  auth: AuthMode,
  options: Pick<HandlerOptions<AuthMode, z.ZodType>, "signInMessage" | "signedOut">,
): Promise<AuthUser | null> {
  const signedIn = auth === "required" || auth === "customer" || auth === "artist";
  const user = await authenticate(req, dependencies.auth, signedIn);
  if (!user && auth !== "optional" && options.signedOut === "not_found") throw notFound();
  if (auth === "admin") return requireAdmin(user, dependencies, bearerToken(req));
  if (!signedIn) return user;
  if (!user) throw unauthorized(options.signInMessage);
  if (auth === "customer") return requireCustomer(user, dependencies.config);
  if (auth === "artist") return requireArtist(user, dependencies.config);
  return user;
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
async function sendFromCatalogue(
  req: Request,
  res: Response,
  catalogue: CatalogueCache,
  input: unknown,
  read: () => Promise<unknown>,
): Promise<void> {
  const key = `${String((req.route as { path?: unknown } | undefined)?.path)} ${JSON.stringify(req.params)} ${JSON.stringify(input)}`;
  const answer = await catalogue.read<SerialisedAnswer>(key, async () => {
    const json = JSON.stringify(await read());
    return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
  });
  setCachePolicy(res, "catalogue");
  res.set("ETag", answer.etag).type("json").send(answer.json);
}

/** `value` as `schema` takes it, or a 400 `invalid_request` with the first message of each field. */
export function validated<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  throw badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
}

/**
 * One endpoint: validates the query or body with `schema` (made from the configuration where it
 * depends on it: the local stack's push service) (400 `invalid_request` with the first
 * message of each field), identifies the caller as the route's `auth` asks (401, 403), parses the
 * route's parameters (404 for one that names nothing), runs the rule and maps every error to JSON.
 * Every entry the request logs (`requestLog`) carries its request id, the caller's uid and the
 * route's `orderId`, without the rule passing them.
 */
export function handler<
  Schema extends z.ZodType,
  Result,
  Auth extends AuthMode = "optional",
  Params extends z.ZodType = typeof noParamsSchema,
>(
  schema: Schema | ((config: Dependencies["config"]) => Schema),
  fn: (context: HandlerContext<z.output<Schema>, UserOf<Auth>, z.output<Params>>) => Promise<Result>,
  options: HandlerOptions<Auth, Params> = {},
): Endpoint {
  const endpoint = (req: Request, res: Response, next: NextFunction) =>
    withLogIds({ requestId: requestIdOf(req) }, async () => {
      try {
        const dependencies = dependenciesOf(req);
        const hasBody = !METHODS_WITHOUT_BODY.has(req.method);
        const sendsBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
        if (hasBody && sendsBody && !req.is("application/json")) {
          throw new HttpError(415, "unsupported_media_type", "Send the request body as application/json");
        }
        const input = validated(
          typeof schema === "function" ? schema(dependencies.config) : schema,
          hasBody ? (req.body ?? {}) : { ...req.query },
        );
        const user = await callerOf(req, dependencies, options.auth ?? "optional", options);
        nameLogIds({ userId: user?.uid });
        const params = (options.params ?? noParamsSchema).safeParse(req.params);
        if (!params.success) throw notFound(params.error.issues[0]?.message);
        const { orderId } = params.data as { orderId?: unknown };
        if (typeof orderId === "string") nameLogIds({ orderId });
        const context = {
          ...dependencies,
          input,
          params: params.data as z.output<Params>,
          user: user as UserOf<Auth>,
          req,
          res,
        };
        if (options.cache === "catalogue" && !user) {
          await sendFromCatalogue(req, res, dependencies.catalogue, input, () => fn(context));
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
    });
  const auth: AuthMode = options.auth ?? "optional";
  return Object.assign(endpoint, { auth });
}
