import { matchPath } from "react-router-dom";
import type { PageKind, PageRead } from "@songs/domain";

/** Public pages written to HTML at build time (no data that admins change). */
export const PRERENDERED_PATHS = [
  "/",
  "/how-it-works",
  "/wedding-songs",
  "/birthday-songs",
  "/anniversary-songs",
  "/memorial-songs",
  "/faq",
  "/test-order",
] as const;

/** Public pages rendered on request, with the reads each is rendered with. */
const REQUEST_RENDERED: { pattern: string; reads(params: Record<string, string | undefined>): PageRead[] }[] = [
  { pattern: "/artists", reads: () => [{ kind: "artists" }] },
  { pattern: "/artists/:artistId", reads: ({ artistId = "" }) => [{ kind: "artist", artistId }] },
  { pattern: "/samples", reads: () => [{ kind: "samples" }] },
  { pattern: "/reviews", reads: () => [{ kind: "reviews" }] },
  { pattern: "/listen/:token", reads: ({ token = "" }) => [{ kind: "listen", token }] },
];

/**
 * Screens that only the browser renders: they belong to a signed-in user, or act on the browser's
 * own state (a checkout return, the order builder's draft, an email action link).
 */
const BROWSER_ONLY = [
  "/create",
  "/order-builder",
  "/auth",
  "/payment-success",
  "/payment-cancelled",
  "/dashboard/*",
  "/mfa-setup",
  "/admin/*",
  "/upload-artist-photos",
  "/stripe-setup",
  // A gift's private page: rendered in the browser, which records its first opening.
  "/gift/:token",
];

/** What the server does with `pathname`: render it with its reads (unknown paths render the 404 page), or leave it to the browser. */
export function pageKind(pathname: string): PageKind {
  if (BROWSER_ONLY.some((pattern) => matchPath(pattern, pathname))) return { kind: "browser-only" };
  for (const page of REQUEST_RENDERED) {
    const match = matchPath(page.pattern, pathname);
    if (match) return { kind: "page", reads: page.reads(match.params) };
  }
  return { kind: "page", reads: [] };
}
