import type { IncomingMessage } from "node:http";
import express, { type Express, type RequestHandler, type Router } from "express";
import { countBilledOperations, countingInto } from "./adapters/firestore/billedOperations";
import { setCachePolicy } from "./http/cachePolicy";
import { withInstanceMemory, type ExternalDependencies } from "./http/Dependencies";
import { errorHandler, unknownRoute } from "./http/errorHandling";
import { refuseOversizedBodies } from "./http/refuseOversizedBodies";

/** Largest JSON body the API reads (file bytes never pass through the API). */
export const MAX_JSON_BODY = "1mb";

/**
 * Keeps the bytes of a JSON body as `req.rawBody` (signed webhooks verify them) where Cloud
 * Functions has not already: when the app runs on plain Express.
 */
function keepRawBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, body: Buffer): void {
  req.rawBody ??= body;
}

/**
 * For `npm run bench:scale` (the emulators only): each answer says in `X-Billed-Reads` and
 * `X-Billed-Writes` what Firestore bills for the request so far. After the body parser, so the
 * handler runs in the request's count.
 */
function billedOperationHeaders(): RequestHandler {
  countBilledOperations();
  return (_req, res, next) => {
    const counts = { reads: 0, writes: 0 };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader("X-Billed-Reads", String(counts.reads));
      res.setHeader("X-Billed-Writes", String(counts.writes));
      return writeHead(...args);
    }) as typeof res.writeHead;
    countingInto(counts, next);
  };
}

/**
 * The Express app behind the `api` function, answering `routes` (the capabilities' route table,
 * `apiRoutes()` of capabilities.ts). It answers under `/api/...` (Hosting's rewrite) and at its
 * root (the function's own URL, which strips the function name).
 */
export function createApp(external: ExternalDependencies, routes: Router): Express {
  const app = express();
  app.use(refuseOversizedBodies);
  app.disable("x-powered-by");
  // `req.ip` is never read: `http/clientIp` reads the address Google appends, not the left-most one.
  app.set("trust proxy", false);
  app.locals.dependencies = withInstanceMemory(external);
  app.use((_req, res, next) => {
    setCachePolicy(res, "private");
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });
  app.use(express.json({ limit: MAX_JSON_BODY, verify: keepRawBody }));
  if (external.config.countBilledOperations) app.use(billedOperationHeaders());
  app.use("/api", routes);
  app.use("/", routes);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
