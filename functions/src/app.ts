import type { IncomingMessage } from "node:http";
import express, { type Express, type Router } from "express";
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
  app.use("/api", routes);
  app.use("/", routes);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
