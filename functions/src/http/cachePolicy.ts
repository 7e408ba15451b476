import type { Response } from "express";

export const PRIVATE_NO_STORE = "private, no-store";
/** Public catalogue reads: short browser cache, longer CDN cache. */
export const PUBLIC_CATALOGUE = "public, max-age=60, s-maxage=300";

export type CachePolicy = "private" | "public";

export function setCachePolicy(res: Response, policy: CachePolicy): void {
  res.set("Cache-Control", policy === "public" ? PUBLIC_CATALOGUE : PRIVATE_NO_STORE);
}
