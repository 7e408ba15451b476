import { existsSync } from "node:fs";
import path from "node:path";
import { publicSiteUrlProblem } from "../../build/siteUrl";
import type { DeployRule } from "../deployRule";
import { deployedProjects, functionsSource, readDotenv } from "../repoFiles";
import { pagesOrigin } from "./siteUrl";

/** A CORS file kept by hand beside the generated one: it went stale once already (demo origins only). */
const HAND_KEPT = "storage.cors.json";

/**
 * The origins the deployed bucket of `projectId` allows: the site's, as the project's functions
 * name it (`SITE_URL` in functions/.env.<project-id>), else as the pages are built for (`pages`,
 * VITE_SITE_URL). Never a local origin: those are the local stack's alone.
 */
export function siteOrigins(
  root: string,
  projectId: string,
  pages: string | undefined,
): { origins: string[]; problems: string[] } {
  const source = functionsSource(root);
  const declared = readDotenv(root, `${source}/.env.${projectId}`)?.SITE_URL?.replace(/\/+$/, "");
  const origin = declared ?? pages;
  const problem = publicSiteUrlProblem(origin, declared ? `${source}/.env.${projectId} SITE_URL` : "VITE_SITE_URL");
  if (problem) return { origins: [], problems: [`${projectId}'s bucket CORS has no site origin: ${problem}`] };
  const problems =
    pages && pages !== origin
      ? [
          `${projectId}'s bucket CORS would allow ${origin} (${source}/.env.${projectId} SITE_URL), but the pages are built for ${pages}: every upload from the site would fail its preflight`,
        ]
      : [];
  return { origins: [origin!], problems };
}

/**
 * The bucket's CORS that `npm run deploy:cors` applies to each deployed project (`--project` and
 * every real alias) allows exactly the site's origin, the one the pages are built for, and no local
 * one; and no hand-kept CORS file competes with the generated one. (What it allows, methods and
 * headers, is held to what the pages send by scripts/deploy/storageCors.test.ts.)
 */
export const storageCorsRule: DeployRule = {
  name: "storage bucket CORS from the site URL",
  id: "cors",
  check(root, context) {
    const problems: string[] = [];
    if (existsSync(path.join(root, HAND_KEPT)))
      problems.push(
        `${HAND_KEPT} is a CORS file kept by hand: remove it; npm run deploy:cors -- --project <id> generates the bucket's CORS from the site URL`,
      );
    const pages = pagesOrigin(root);
    for (const projectId of deployedProjects(root, context.projectId))
      problems.push(...siteOrigins(root, projectId, pages).problems);
    return problems;
  },
};
