/**
 * The rule for what is on this device: a page you opened online, by link, reload or in the app, is
 * kept with what it showed, and opens offline whichever way you come back to it; a page you never
 * opened is not, and says so. A page opened by link or reload arrives rendered, with the catalogue
 * answers it was rendered with; the service worker keeps the page (`pages`) and, through this
 * plugin, those answers (`public-catalogue`), where the app reads them when the same page is
 * opened in the app. A page opened in the app reads its answers through the service worker, which
 * keeps them; opened by link offline, the app shell renders it from them.
 *
 * A screen only the browser draws (the signed-in screens, a payment's return, the order builder)
 * is not kept as a page: it arrives as the empty app shell, which the service worker has anyway,
 * and its address may name something personal (`/payment-success?session_id=...`), which must not
 * outlive the session on a shared device. Its data is the app's to keep (src/offline/db.ts).
 */

/** The cache of public catalogue answers (vite.config.ts): the name the plugin below writes to. */
export const CATALOGUE_CACHE = "public-catalogue";
/** The public catalogue GETs the service worker keeps, by path. */
export const CATALOGUE_READ = /^\/api\/(artists|samples|reviews|catalogue)(\/|\?|$)/;

interface CacheDidUpdateParams {
  request: Request;
  newResponse: Response;
}

/**
 * A workbox plugin for the rendered pages' cache: when a page is kept, the catalogue answers it
 * carries (`<script type="application/json" id="initial-reads">`) are kept as the API's answers.
 * Workbox copies the method's source text into the service worker, so it may name nothing from
 * outside itself: the cache name and the paths are written out, and keepPageReads.test.ts checks
 * them against CATALOGUE_CACHE and CATALOGUE_READ.
 */
export const keepPageReads = {
  // An arrow function: workbox writes `cacheDidUpdate: <source>`, where a method's source would not parse.
  cacheDidUpdate: async ({ request, newResponse }: CacheDidUpdateParams): Promise<void> => {
    const found = /<script type="application\/json" id="initial-reads">([^<]*)<\/script>/.exec(
      await newResponse.text(),
    );
    if (!found?.[1]) return;
    const reads = JSON.parse(found[1]) as Record<string, { data?: unknown }>;
    const answers = Object.entries(reads).filter(
      ([path, read]) => "data" in read && /^\/api\/(artists|samples|reviews|catalogue)(\/|\?|$)/.test(path),
    );
    if (answers.length === 0) return;
    const cache = await caches.open("public-catalogue");
    await Promise.all(
      answers.map(([path, read]) =>
        cache.put(
          new URL(path, request.url).href,
          new Response(JSON.stringify(read.data), { headers: { "Content-Type": "application/json" } }),
        ),
      ),
    );
  },
};

interface CacheWillUpdateParams {
  response: Response;
}

/**
 * A workbox plugin for the rendered pages' cache: keeps a page only when it arrived rendered (the
 * app shell's `<div id="root"></div>` is empty). Its source runs in the service worker on its own.
 */
export const keepRenderedPagesOnly = {
  cacheWillUpdate: async ({ response }: CacheWillUpdateParams): Promise<Response | null> =>
    (await response.clone().text()).includes('<div id="root"></div>') ? null : response,
};
