import type { Plugin } from "vite";
import { buildRobotsTxt, LOCAL_SITE_URL } from "../../packages/domain/src/sitePages";
import { buildSiteUrl } from "./siteUrl";

/**
 * Writes dist/robots.txt for the build's site origin (VITE_SITE_URL, else the local stack's), and
 * stops a deploy's build whose origin is not a public one (buildSiteUrl).
 * It is a static file rather than an api route because Cloud Functions' HTTP runtime answers
 * `/robots.txt` with 404 itself, before the app sees it (Functions Framework and its emulator).
 */
export function robotsTxtPlugin(): Plugin {
  let siteUrl = LOCAL_SITE_URL;
  return {
    name: "songs-robots-txt",
    apply: "build",
    configResolved(config) {
      siteUrl = buildSiteUrl(config.env, process.env);
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: buildRobotsTxt(siteUrl) });
    },
  };
}
