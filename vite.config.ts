import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { robotsTxtPlugin } from "./scripts/build/robotsTxtPlugin";
import { theme } from "./src/ui/theme";
import { SITE_NAME, SITE_DESCRIPTION, SITE_SHORT_NAME } from "./src/ui/siteMeta";


export default defineConfig({
  plugins: [
    react(),
    robotsTxtPlugin(),
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
        globIgnores: ["artist-photos/**", "social/**"],
        navigateFallback: "index.html",
        // robots.txt (a built file) and sitemap.xml (the api function, a firebase.json rewrite) are never the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//, /^\/(robots\.txt|sitemap\.xml)$/],
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
