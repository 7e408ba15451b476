import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { theme } from "./src/ui/theme";
import { SITE_NAME, SITE_DESCRIPTION, SITE_SHORT_NAME } from "./src/ui/siteMeta";


export default defineConfig({
  plugins: [
    react(),
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
        globIgnores: ["artist-photos/**"],
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
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
  build: {
    target: "es2022",
    sourcemap: false,
  },
});
