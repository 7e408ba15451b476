import { Writable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import type { InitialReads, PageRenderer, RenderedDocument } from "@songs/domain";
import { InitialReadStore } from "./api/initialData";
import { App, AppRoutes, preloadScreens } from "./app/App";
import { pageDocument, splitHoistedHead } from "./app/pageDocument";
import { pageKind, PRERENDERED_PATHS } from "./app/pageKinds";
import { routeTable } from "./app/routeTable";

/** The server bundle (`vite build --ssr`): renders public pages for the prerender script and the render function. */

async function renderDocument(template: string, url: string, reads: InitialReads): Promise<RenderedDocument> {
  const { pathname, search } = new URL(url);
  await preloadScreens(pathname);
  const sheet = new ServerStyleSheet();
  try {
    const page = sheet.collectStyles(
      <App
        reads={new InitialReadStore(reads)}
        router={
          <StaticRouter location={pathname + search}>
            <AppRoutes />
          </StaticRouter>
        }
      />,
    );
    // Waits for the whole page, and writes every Suspense boundary in place however large: React
    // would otherwise send large ones after the shell with inline scripts, which the CSP refuses.
    const { prelude } = await prerenderToNodeStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: reportRenderError,
    });
    const markup = await readAll(prelude);
    const { head, body } = splitHoistedHead(markup);
    return {
      status: isNotFound(pathname, reads) ? 404 : 200,
      html: pageDocument(template, { head, body, styles: sheet.getStyleTags(), reads }),
    };
  } finally {
    sheet.seal();
  }
}

/** A screen that throws while rendering is left to the browser (React marks its boundary); the server logs why. */
function reportRenderError(error: unknown): void {
  console.error("Server rendering failed", error);
}

/** Unknown paths, and pages whose subject is gone (an unknown artist, a revoked link), answer 404. */
function isNotFound(pathname: string, reads: InitialReads): boolean {
  const leaf = matchRoutes(routeTable, pathname)?.at(-1);
  return leaf?.route.path === "*" || Object.values(reads).some((read) => "error" in read && read.error.status === 404);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(Buffer.from(chunk)), done()) }))
      .on("finish", resolve)
      .on("error", reject);
  });
  return Buffer.concat(chunks).toString("utf8");
}

export const renderer: PageRenderer = { prerenderedPaths: PRERENDERED_PATHS, pageKind, renderDocument };
