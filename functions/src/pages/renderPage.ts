import type { Request, RequestHandler, Response } from "express";
import { failureFields, requestLog } from "../http/requestLog";
import type { PageRead } from "@songs/domain";
import { PRIVATE_NO_STORE, RENDERED_CATALOGUE_CACHE } from "../http/cachePolicy";
import { clientIp } from "../http/clientIp";
import { HttpError } from "../http/errors";
import type { PagesDependencies } from "../http/Dependencies";
import { enforceRateLimit } from "../http/rateLimits";
import { LISTEN_RATE_LIMIT, TOO_MANY_LISTENS } from "../listen";
import { sendCompressedHtml } from "./compressedHtml";
import { answerPageReads } from "./pageReads";
import { loadPageRenderer } from "./pageRenderer";

const isListen = (reads: PageRead[]) => reads.some((read) => read.kind === "listen");

/**
 * Every navigation Hosting has no file for: public pages rendered with their data, browser-only
 * screens as the app shell, anything else as the 404 page (status 404).
 */
export const renderPage: RequestHandler = async (req: Request, res: Response) => {
  const { renderer, template } = await loadPageRenderer();
  const page = renderer.pageKind(req.path);
  res.type("html");
  if (page.kind === "browser-only") {
    res.set("Cache-Control", "no-cache");
    sendCompressedHtml(req, res, template);
    return;
  }
  const dependencies = req.app.locals.dependencies as PagesDependencies;
  const listen = isListen(page.reads);
  try {
    if (listen)
      await enforceRateLimit(
        dependencies.db,
        LISTEN_RATE_LIMIT,
        { ip: clientIp(req, dependencies.config) },
        TOO_MANY_LISTENS,
      );
    const reads = await answerPageReads(page.reads, dependencies);
    const { status, html } = await renderer.renderDocument(
      template,
      `${dependencies.config.siteUrl}${req.originalUrl}`,
      reads,
    );
    if (listen) res.set("X-Robots-Tag", "noindex, nofollow");
    res.status(status).set("Cache-Control", listen ? PRIVATE_NO_STORE : RENDERED_CATALOGUE_CACHE);
    sendCompressedHtml(req, res, html);
  } catch (error) {
    if (!(error instanceof HttpError))
      requestLog.error("Rendering a page failed", { path: req.path, ...failureFields(error) });
    // The app shell still works: the browser renders the page and reports what failed.
    res.status(error instanceof HttpError ? error.status : 500).set("Cache-Control", PRIVATE_NO_STORE);
    sendCompressedHtml(req, res, template);
  }
};
