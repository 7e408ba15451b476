import express, { type Express } from "express";
import { withInstanceMemory, type ExternalDependencies } from "../http/Dependencies";
import { errorHandler } from "../http/errorHandling";
import { renderPage } from "./renderPage";

/** The Express app behind the `render` function: every navigation Hosting has no file for (see renderPage). */
export function createPagesApp(external: ExternalDependencies): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.locals.dependencies = withInstanceMemory(external);
  app.use((_req, res, next) => {
    res.set("X-Content-Type-Options", "nosniff");
    next();
  });
  app.get("/{*path}", renderPage);
  app.use(errorHandler);
  return app;
}
