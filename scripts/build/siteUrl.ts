import { LOCAL_SITE_URL } from "../../packages/domain/src/sitePages";

/** Whether a host name stands for this machine (or no machine): never a public site's. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "::1" ||
    host === "0.0.0.0" ||
    host === "::"
  );
}

/**
 * Why an origin cannot be a deployed site's (canonical links, Open Graph, JSON-LD, the sitemap line,
 * the bucket's CORS), or null; `name` says where it was set.
 */
export function publicSiteUrlProblem(siteUrl: string | undefined, name = "VITE_SITE_URL"): string | null {
  if (!siteUrl) return `${name} is not set, so the pages would link to the local stack's http://127.0.0.1:5000`;
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `${name} (${siteUrl}) is not a URL`;
  }
  if (isLoopbackHost(url.hostname)) return `${name} (${siteUrl}) is this machine's address`;
  if (url.protocol !== "https:") return `${name} (${siteUrl}) is not https`;
  if (url.pathname !== "/" || url.search || url.hash)
    return `${name} (${siteUrl}) is not a bare origin such as https://songs.example.com`;
  return null;
}

/**
 * Whether this build is the one `firebase deploy` runs (Hosting's and the functions' predeploy):
 * firebase-tools runs predeploy commands with GCLOUD_PROJECT set to the project it deploys to.
 * The local stack's and the tests' builds run against demo projects or none.
 */
export function isDeployBuild(env: Record<string, string | undefined>): boolean {
  const project = env.GCLOUD_PROJECT;
  return Boolean(project) && !project!.startsWith("demo-");
}

/**
 * The site origin a web build writes into its pages: VITE_SITE_URL (from the environment or a
 * Vite .env file), else the local stack's. A deploy's build refuses one that is not a public
 * https origin, so a deploy that forgot to set it fails instead of shipping local links.
 */
export function buildSiteUrl(
  viteEnv: Record<string, string | undefined>,
  processEnv: Record<string, string | undefined>,
): string {
  const configured = viteEnv.VITE_SITE_URL?.trim();
  if (isDeployBuild(processEnv)) {
    const problem = publicSiteUrlProblem(configured);
    if (problem) {
      throw new Error(
        `${problem}. Set VITE_SITE_URL to the site's public origin (for example in .env.production) before deploying to ${processEnv.GCLOUD_PROJECT}.`,
      );
    }
  }
  return (configured || LOCAL_SITE_URL).replace(/\/+$/, "");
}
