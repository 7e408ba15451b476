import express, { type Express } from "express";
import type { PagesDependencies } from "../http/Dependencies";
import { errorHandler } from "../http/errorHandling";
import { renderPage } from "./renderPage";

/**
 * The Express app behind the `render` function: every navigation Hosting has no file for (see
 * renderPage). It reads public records and signs listening links' URLs: no Stripe client, no secret.
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
