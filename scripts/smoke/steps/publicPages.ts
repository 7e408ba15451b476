/**
 * Public pages as a visitor's browser and the CDN get them: status, Cache-Control (docs/architecture.md,
 * "Pages arrive as HTML" and "API conventions"), and the security headers Hosting adds to every answer.
 */
import { PUBLIC_PAGE_PATHS } from "@songs/domain";
import { IMMUTABLE, RENDERED_CATALOGUE_CACHE } from "../../../functions/src/http/cachePolicy";
import { pageKind, PRERENDERED_PATHS } from "../../../src/app/pageKinds";
import { missingFirebaseAuthSources, parseCsp } from "../../deploy/contentSecurityPolicy";
import type { SmokeContext } from "../smokeContext";
import { Problems } from "../stepReport";

/** Prerendered pages, the app shell and the service worker's files: firebase.json makes browsers ask again each time. */
export const REVALIDATE = "no-cache";

/** What Cache-Control a public page is served with: revalidated when it ships with the code, CDN-cached when rendered on request. */
export function expectedPageCache(path: string): string {
  const shipsWithCode =
    (PRERENDERED_PATHS as readonly string[]).includes(path) || pageKind(path).kind === "browser-only";
  return shipsWithCode ? REVALIDATE : RENDERED_CATALOGUE_CACHE;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The security headers Hosting sets on every answer (firebase.json "**"), as `problems` of `what`. */
export function checkSecurityHeaders(what: string, headers: Headers, site: URL, problems: Problems): void {
  const csp = headers.get("content-security-policy");
  if (!csp) problems.add(`${what}: no Content-Security-Policy`);
  else {
    const directives = parseCsp(csp);
    problems.expect(
      directives.get("frame-ancestors")?.join(" ") === "'none'",
      `${what}: the CSP lets other sites frame it`,
    );
    for (const { directive, source } of missingFirebaseAuthSources(directives))
      problems.add(`${what}: the CSP's ${directive} does not allow ${source}, which sign-in needs`);
  }
  problems.expect(headers.get("x-content-type-options") === "nosniff", `${what}: no X-Content-Type-Options: nosniff`);
  if (site.protocol === "https:") {
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1] ?? 0);
    problems.expect(maxAge >= ONE_YEAR_SECONDS, `${what}: no Strict-Transport-Security of a year or more`);
  }
}

export function expectCache(what: string, headers: Headers, expected: string, problems: Problems): void {
  const cache = headers.get("cache-control");
  problems.expect(cache === expected, `${what}: Cache-Control "${cache ?? ""}", not "${expected}"`);
}

export async function checkPublicPages(context: SmokeContext): Promise<string> {
  const problems = new Problems();
  const pages = await Promise.all(PUBLIC_PAGE_PATHS.map(async (path) => ({ path, answer: await context.api(path) })));
  for (const { path, answer } of pages) {
    if (answer.status !== 200) {
      problems.add(`${path} answered ${answer.status}`);
      continue;
    }
    problems.expect(/^text\/html/.test(answer.headers.get("content-type") ?? ""), `${path} is not HTML`);
    expectCache(path, answer.headers, expectedPageCache(path), problems);
    checkSecurityHeaders(path, answer.headers, context.site, problems);
  }

  const unknown = await context.api(`/no-such-page-${Date.now()}`);
  problems.expect(unknown.status === 404, `an unknown page answered ${unknown.status}, not 404`);
  problems.expect(/<meta[^>]+noindex/.test(unknown.text), "the not-found page is not noindex");

  const home = pages.find((page) => page.path === "/")?.answer.text ?? "";
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) problems.add("the home page names no script under /assets/");
  else expectCache(asset, (await context.api(asset)).headers, IMMUTABLE, problems);

  problems.throwIfAny();
  const hsts = context.site.protocol === "https:" ? ", HSTS" : " (HSTS only over https)";
  return `${pages.length} pages 200 with their Cache-Control, a CSP that allows sign-in and no framing, nosniff${hsts}; an unknown page 404 noindex; hashed assets immutable`;
}
