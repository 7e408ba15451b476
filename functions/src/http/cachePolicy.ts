import type { Response } from "express";

export const PRIVATE_NO_STORE = "private, no-store";
/** Public catalogue reads: short browser cache, longer CDN cache. */
export const PUBLIC_CATALOGUE = "public, max-age=60, s-maxage=300";
/**
 * Catalogue pages change when admins act: the CDN keeps a rendered page 5 minutes and may serve
 * it 10 minutes more while it renders a fresh one; browsers always ask again.
 */
export const RENDERED_CATALOGUE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** Content-addressed files: the URL names the bytes, so browsers and the CDN keep them a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * "private": no cache anywhere. "public": browsers and the CDN may keep the answer. "catalogue": as
 * public, and an anonymous request is also answered from the instance's memory (http/catalogueCache).
 * "immutable": a content-addressed answer, kept for a year.
 */
export type CachePolicy = "private" | "public" | "catalogue" | "immutable";

const CACHE_CONTROL: Record<CachePolicy, string> = {
  private: PRIVATE_NO_STORE,
  public: PUBLIC_CATALOGUE,
  catalogue: PUBLIC_CATALOGUE,
  immutable: IMMUTABLE,
};

export function setCachePolicy(res: Response, policy: CachePolicy): void {
  res.set("Cache-Control", CACHE_CONTROL[policy]);
}
