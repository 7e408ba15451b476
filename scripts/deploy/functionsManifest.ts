import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NotChecked } from "./deployRule";
import { nodeRuntime, type DiscoveredBuild } from "./firebaseTools";
import { functionsSource, readFirebaseJson } from "./repoFiles";

/** The project id discovery runs under when no `--project` is given (params are not resolved here). */
export const CHECK_PROJECT_ID = "songs-deploy-check";

/**
 * The functions' build as `firebase deploy` reads it: the code bundled as the functions' build
 * bundles it, loaded by firebase-tools' own discovery (firebase-functions' manifest of every
 * function, with the options each was defined with). Throws NotChecked when it cannot be read.
 */
export async function discoverFunctionsBuild(root: string, projectId = CHECK_PROJECT_ID): Promise<DiscoveredBuild> {
  const source = path.join(root, functionsSource(root));
  // Inside the functions folder, so the bundle resolves the functions' packages as it does deployed.
  const dir = mkdtempSync(path.join(source, ".manifest-"));
  try {
    const bundled = spawnSync(
      process.execPath,
      [path.join(source, "build.mjs"), "--bundle-only", path.join(dir, "index.js")],
      { encoding: "utf8" },
    );
    if (bundled.status !== 0)
      throw new NotChecked(`the functions do not build: ${bundled.stderr.trim() || bundled.stdout.trim()}`);
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ main: "index.js" }));
    const runtime = readFirebaseJson(root).functions?.[0]?.runtime ?? "nodejs24";
    const delegate = new nodeRuntime.Delegate(projectId, root, dir, runtime);
    try {
      return await delegate.discoverBuild(
        {},
        { GCLOUD_PROJECT: projectId, FIREBASE_CONFIG: JSON.stringify({ projectId }) },
      );
    } catch (error) {
      throw new NotChecked(`firebase-tools could not read the functions' manifest: ${(error as Error).message}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
