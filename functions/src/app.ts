import type { IncomingMessage } from "node:http";
import express, { type Express } from "express";
import { setCachePolicy } from "./http/cachePolicy";
import { createCatalogueCache } from "./http/catalogueCache";
import type { Dependencies, ExternalDependencies, PagesDependencies } from "./http/Dependencies";
import { errorHandler, unknownRoute } from "./http/errorHandling";
import { refuseOversizedBodies } from "./http/refuseOversizedBodies";
import { renderPage } from "./pages/renderPage";
import { createRoutes } from "./routes";

/** Largest JSON body the API reads (file bytes never pass through the API). */
export const MAX_JSON_BODY = "1mb";

/**
 * Keeps the bytes of a JSON body as `req.rawBody` (signed webhooks verify them) where Cloud
 * Functions has not already: when the app runs on plain Express.
 */
function keepRawBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, body: Buffer): void {
  req.rawBody ??= body;
}

/** The dependencies of one instance: those built outside, and this instance's catalogue cache. */
function withInstanceMemory(external: ExternalDependencies): Dependencies {
  return { ...external, catalogue: createCatalogueCache({ maxAgeMs: external.config.catalogueMaxAgeMs }) };
}

/**
 * The Express app behind the `api` function. It answers under `/api/...` (Hosting's rewrite) and
 * at its root (the function's own URL, which strips the function name).
 */
export function createApp(external: ExternalDependencies): Express {
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
  const routes = createRoutes();
  app.use("/api", routes);
  app.use("/", routes);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

/**
 * The Express app behind the `render` function: every navigation Hosting has no file for (see
 * pages/renderPage). It reads public records and signs listening links' URLs: no Stripe client, no secret.
 */
export function createPagesApp(dependencies: PagesDependencies): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.locals.dependencies = dependencies;
  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });
  app.get("/{*path}", renderPage);
  app.use(errorHandler);
  return app;
}
