import { loadEnv } from "vite";
import { publicSiteUrlProblem } from "../../build/siteUrl";
import type { DeployRule } from "../deployRule";
import { firebasercProjects, functionsSource, isDemoProject, readDotenv } from "../repoFiles";

/** The origin the pages are built for: VITE_SITE_URL, from the environment or .env.production, as Vite reads it. */
export const pagesOrigin = (root: string) =>
  loadEnv("production", root, "VITE_").VITE_SITE_URL?.trim().replace(/\/+$/, "") || undefined;

/**
 * The site origin the deploy's web build will write into every page (VITE_SITE_URL, from the
 * environment or .env.production, as Vite reads it) is a public https origin, and each deployed
 * project's SITE_URL parameter (functions/.env.<project-id>) names the same one.
 */
export const siteUrlRule: DeployRule = {
  name: "site URL of the deployed pages",
  id: "site-url",
  check(root, context) {
    const siteUrl = pagesOrigin(root);
    const problem = publicSiteUrlProblem(siteUrl);
    if (problem) return [`${problem}: set it in the environment or .env.production (docs/deploy-checklist.md)`];
    const projects = new Set(
      [...Object.values(firebasercProjects(root)), ...(context.projectId ? [context.projectId] : [])].filter(
        (id) => !isDemoProject(id),
      ),
    );
    const source = functionsSource(root);
    const problems: string[] = [];
    for (const projectId of projects) {
      const declared = readDotenv(root, `${source}/.env.${projectId}`)?.SITE_URL;
      if (declared && declared.replace(/\/+$/, "") !== siteUrl!.replace(/\/+$/, "")) {
        problems.push(`${source}/.env.${projectId} sets SITE_URL=${declared}, but the pages are built for ${siteUrl}`);
      }
    }
    return problems;
  },
};
