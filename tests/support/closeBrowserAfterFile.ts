import { afterAll } from "vitest";

// Each end-to-end file shares one Chromium between the people it plays; it goes with the file.
// The closer is left by tests/support/browser.ts when it starts one, so API files load no browser code.
afterAll(async () => {
  const close = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[Symbol.for("songs.closeFileBrowser")];
  await close?.();
});
