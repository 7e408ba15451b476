import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
