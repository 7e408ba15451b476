import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import type { RuntimeCaching } from "workbox-build";
import { appShell, APP_SHELL } from "./scripts/vite/appShell";
import { styledComponentIds } from "./scripts/vite/styledComponentIds";
import { theme } from "./src/ui/theme";
import { SITE_NAME, SITE_DESCRIPTION, SITE_SHORT_NAME } from "./src/ui/siteMeta";

/**
 * Navigations get the network's rendered page; offline, the copy kept from the last visit, and for
 * a page never visited the app shell (precached), which renders the screen in the browser.
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
  },
};

export default defineConfig({
  plugins: [
    styledComponentIds(),
    react(),
    appShell(),
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
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Pages arrive rendered: the precache holds the app shell, never a rendered page's HTML.
        globIgnores: ["artist-photos/**", "**/index.html"],
        // Navigations go to the network first (pageNavigations), never straight to a cached shell.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          pageNavigations,
          {
            // Public catalogue GETs (same origin): answered from cache while revalidating.
            urlPattern: /\/api\/(artists|samples|reviews|catalog)(\/|\?|$)/,
            method: "GET",
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: "public-catalogue",
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
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
  },
});
