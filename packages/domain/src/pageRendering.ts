/**
 * The contract between the page renderer (built from the web app) and the server that renders
 * pages on request: which public reads a page is rendered with, and under which API path the
 * browser finds each read again (the key its data layer reads it by).
 */

export type PageRead =
  | { kind: "artists" }
  | { kind: "artist"; artistId: string }
  | { kind: "samples" }
  | { kind: "reviews" }
  | { kind: "listen"; token: string };

/** The public GETs whose answers a rendered page carries, by the API path the browser reads. */
export const PUBLIC_READ_PATHS = {
  artists: "/api/artists",
  artist: (artistId: string) => `/api/artists/${encodeURIComponent(artistId)}`,
  samples: "/api/samples",
  reviews: "/api/reviews",
  listen: (token: string) => `/api/listen/${encodeURIComponent(token)}`,
} as const;

export function pageReadPath(read: PageRead): string {
  switch (read.kind) {
    case "artist":
      return PUBLIC_READ_PATHS.artist(read.artistId);
    case "listen":
      return PUBLIC_READ_PATHS.listen(read.token);
    default:
      return PUBLIC_READ_PATHS[read.kind];
  }
}

/** A read the server made for the page, as JSON: the body, or the error the API would answer. */
export type InitialRead = { data: unknown } | { error: { status: number; code: string; message: string } };

/** The reads a page is rendered with, by API path. */
export type InitialReads = Record<string, InitialRead>;

/** What a path is: a page the server renders (with the reads it needs), or a screen only the browser renders. */
export type PageKind = { kind: "page"; reads: PageRead[] } | { kind: "browser-only" };

export interface RenderedDocument {
  /** 404 for an unknown path or a page whose subject does not exist, else 200. */
  status: number;
  html: string;
}

/** The server bundle's entry (`vite build --ssr`), as the prerender script and the render function use it. */
export interface PageRenderer {
  /** Public pages written to HTML at build time (no data that admins change). */
  prerenderedPaths: readonly string[];
  pageKind(pathname: string): PageKind;
  /** The page at `url` (absolute, on the site's origin) as a whole document made from `template` (the app shell's HTML). */
  renderDocument(template: string, url: string, reads: InitialReads): Promise<RenderedDocument>;
}
