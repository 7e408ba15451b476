import type { Response } from "express";

export const PRIVATE_NO_STORE = "private, no-store";
/** Public catalogue reads: short browser cache, longer CDN cache. */
export const PUBLIC_CATALOGUE = "public, max-age=60, s-maxage=300";

/**
 * "private": no cache anywhere. "public": browsers and the CDN may keep the answer. "catalogue": as
 * public, and an anonymous request is also answered from the instance's memory (http/catalogueCache).
 */
export type CachePolicy = "private" | "public" | "catalogue";

export function setCachePolicy(res: Response, policy: CachePolicy): void {
  res.set("Cache-Control", policy === "private" ? PRIVATE_NO_STORE : PUBLIC_CATALOGUE);
}
