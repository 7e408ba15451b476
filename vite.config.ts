import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { fileURLToPath } from "node:url";
import { robotsTxtPlugin } from "./scripts/build/robotsTxtPlugin";
import { staffOnlyChunks } from "./scripts/build/staffOnlyChunks";
import type { RuntimeCaching } from "workbox-build";
import { appShell, APP_SHELL } from "./scripts/vite/appShell";
import { startAfterPaint } from "./scripts/vite/startAfterPaint";
import { styledComponentIds } from "./scripts/vite/styledComponentIds";
import { CATALOGUE_CACHE, keepPageReads, keepRenderedPagesOnly } from "./src/offline/keepPageReads";
import { theme } from "./src/ui/theme";
import { SITE_NAME, SITE_DESCRIPTION, SITE_SHORT_NAME } from "./src/ui/siteMeta";

/**
 * What only staff load (the screens the route table lets only admins, artists and invited artists
 * open, and the chunks nothing else brings in): left out of the service worker's install and of
 * the preload tables every page carries, and fetched when first needed, so a customer's phone
 * downloads none of them.
 */
const staffOnly = staffOnlyChunks(fileURLToPath(new URL("./src/app/routes.tsx", import.meta.url)));

/**
 * Navigations get the network's rendered page; offline, the copy kept from the last visit, and for
 * a page never visited the app shell (precached), which renders the screen in the browser. A kept
 * page's catalogue answers are kept with it (src/offline/keepPageReads.ts), so the same page opened
 * in the app offline shows what the page showed.
 */
const pageNavigations: RuntimeCaching = {
  urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(api|__)\//.test(url.pathname),
  handler: "NetworkFirst",
  options: {
    cacheName: "pages",
    networkTimeoutSeconds: 4,
    expiration: { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 },
    cacheableResponse: { statuses: [200] },
    precacheFallback: { fallbackURL: APP_SHELL },
    plugins: [keepRenderedPagesOnly, keepPageReads],
  },
};

export default defineConfig({
  plugins: [
    styledComponentIds(),
    react(),
    robotsTxtPlugin(),
    startAfterPaint(),
    appShell(),
    staffOnly,
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: SITE_NAME,
        short_name: SITE_SHORT_NAME,
        description: SITE_DESCRIPTION,
        theme_color: theme.color.primary,
        background_color: theme.color.background,
        display: "standalone",
        id: "/",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        shortcuts: [
          {
            name: "Create a song",
            url: "/create",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
          {
            name: "My songs",
            url: "/dashboard",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
        ],
        // Taken from the running app by `npm run images:app` (scripts/images/appImages.ts).
        screenshots: [
          {
            src: "/screenshots/home-narrow.png",
            sizes: "360x740",
            type: "image/png",
            form_factor: "narrow",
            label: "The home page on a phone",
          },
          {
            src: "/screenshots/home-wide.png",
            sizes: "1280x800",
            type: "image/png",
            form_factor: "wide",
            label: "The home page on a computer",
          },
        ],
      },
      workbox: {
        // Notifications on the phone: the push and notificationclick handlers (public/push-sw.js).
        importScripts: ["/push-sw.js"],
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Pages arrive rendered: the precache holds the app shell, never a rendered page's HTML.
        globIgnores: ["artist-photos/**", "screenshots/**", "social/**", "**/index.html"],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !staffOnly.isStaffOnly(entry.url)), warnings: [] }),
        ],
        // Navigations go to the network first (pageNavigations), never straight to a cached shell.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          pageNavigations,
          {
            // Public catalogue GETs (same origin): answered from cache while revalidating.
            urlPattern: /\/api\/(artists|samples|reviews|catalogue)(\/|\?|$)/,
            method: "GET",
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: CATALOGUE_CACHE,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Artist photos on content-addressed URLs (`/images/...`): the URL names the bytes, so a
            // kept copy is answered without asking the network, and stays available offline.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.destination === "image" && url.pathname.startsWith("/images/"),
            handler: "CacheFirst",
            options: {
              cacheName: "public-images",
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Artist photos seen before stay available offline. `/api/media/artists/...` answers
            // with a redirect to a signed URL that expires after an hour, so what is kept is the
            // image the redirect led to (keyed by the stable media URL), never the redirect itself.
            // The signed URL is on the storage origin, so the image may be opaque (status 0).
            // Sample audio (`/api/media/samples/...`) is not cached here: the audio player owns it.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.destination === "image" &&
              (url.pathname.startsWith("/api/media/artists/") || url.pathname.startsWith("/artist-photos/")),
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: "artist-photos",
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      "/api": { target: process.env.STACK_HOSTING_URL ?? "http://127.0.0.1:5000", changeOrigin: true },
    },
  },
  // The server bundle carries its packages, so the render function needs none of them installed.
  ssr: { noExternal: true },
  build: {
    target: "es2022",
    sourcemap: false,
    // Every browser the es2022 target reaches follows <link rel="modulepreload"> itself.
    modulePreload: {
      polyfill: false,
      // The admins' and artists' screens load their shared pieces as they open (the import chain),
      // rather than listing every one in a preload table that each visitor's first load carries.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === "js" && staffOnly.isStaffOnly(filename) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // Everything the entry needs at start in one chunk (React, styled-components, the router, the
        // app shell), rather than split into several small shared chunks: gzip compresses one file
        // better than its parts, which saves about 2 KB of every page's first load.
        codeSplitting: {
          groups: [
            { name: "shell", tags: ["$initial"], priority: 2 },
            // The design system and the catalogue's small domain modules the public pages share, as
            // one chunk rather than a dozen files of a few hundred bytes (each file costs its own
            // gzip framing and import lists): about 1 KB less on the catalogue pages' first load.
            {
              name: "public-ui",
              test: /src\/ui\/(layout|Tag|Card|Stars|PageHeading|VisuallyHidden|EmptyState)\.tsx?$|packages\/domain\/src\/(options|catalogue|catalogueMessages|format|labels)\.ts/,
              minShareCount: 2,
              priority: 1,
            },
            // The catalogue's filters (the artists and samples pages), and its artists' photos and
            // names (the artists list, a profile, the builder), each one chunk rather than three and two.
            {
              name: "catalogue-filters",
              test: /src\/ui\/(Select|SelectFilters|controlStyles)\.tsx?$/,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: "catalogue-artists",
              test: /src\/(ui\/ArtistPhoto|api\/useArtists)\.tsx?$/,
              minShareCount: 2,
              priority: 1,
            },
            // A sample's play button and its track (a profile, the samples page).
            {
              name: "sample-player",
              test: /src\/player\/(PlayButton|sampleTrack)\.tsx?$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
