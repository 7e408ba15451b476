import type { DeployRule } from "../deployRule";
import { readFirebaseJson } from "../repoFiles";

/**
 * Hosting deploys what its predeploy builds: `npm run build:web` (Vite, into dist/) must run first,
 * so a fresh clone never uploads a missing or stale dist/. The functions' predeploy builds it too,
 * before the functions: the `render` function bundles the web app's page renderer and app shell,
 * and firebase-tools prepares functions before Hosting.
 */
export const webBuildRule: DeployRule = {
  name: "web build before Hosting",
  id: "web-build",
  check(root) {
    const hosting = readFirebaseJson(root).hosting;
    if (!hosting) return ["firebase.json has no hosting section"];
    const predeploy = [hosting.predeploy ?? []].flat();
    const problems: string[] = [];
    if (!predeploy.some((command) => /\bnpm run build:web\b/.test(command))) {
      problems.push(
        'firebase.json hosting.predeploy does not run "npm run build:web": the deploy would upload whatever dist/ holds',
      );
    }
    const functionsPredeploy = [readFirebaseJson(root).functions?.[0]?.predeploy ?? []].flat();
    const buildsWebFirst = functionsPredeploy.findIndex((command) => /\bbuild:web\b/.test(command));
    const buildsFunctions = functionsPredeploy.findIndex((command) => /\brun build\b/.test(command));
    if (buildsWebFirst < 0 || buildsWebFirst > buildsFunctions) {
      problems.push(
        "firebase.json functions predeploy does not build the web app before the functions: the render function would bundle a missing or stale page renderer",
      );
    }
    if (hosting.public !== "dist")
      problems.push(`firebase.json hosting.public is "${hosting.public ?? ""}", but the web build writes dist/`);
    return problems;
  },
};
