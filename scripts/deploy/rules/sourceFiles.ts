import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The functions' TypeScript sources (tests excluded), as { file, text }. */
export function functionSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

export function matchesOf(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? "");
}
