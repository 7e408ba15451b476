import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(__dirname, "..");

/**
 * A stored option id rendered as it is: `{order.genre}` or `${order.package}` in a screen. Values
 * passed to attributes (`value={draft.package}`) are ids on purpose and are not matched.
 */
const RAW_OPTION_ID = /(?<![=\w])(?:\{|\$\{)\s*[\w?.]+\.(occasion|genre|package|status|addOns)\s*\}/g;

/** Not ids: sample records store the display words ("Pop", "Happy"), and form errors are messages. */
const NOT_AN_ID = /\b(sample|errors)\./;

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : screenFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("option labels on screens", () => {
  it("shows occasions, genres, packages, add-ons and statuses through the domain's labels", () => {
    const raw = screenFiles(SRC).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(RAW_OPTION_ID)]
        .map((match) => match[0])
        .filter((expression) => !NOT_AN_ID.test(expression))
        .map((expression) => `${path.relative(SRC, file)}: ${expression}`),
    );
    expect(raw).toEqual([]);
  });
});
