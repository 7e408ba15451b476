import type { DeployRule } from "../deployRule";
import { readFirebaseJson } from "../repoFiles";

/**
 * Hosting deploys what its predeploy builds: `npm run build:web` (Vite, into dist/) must run first,
 * so a fresh clone never uploads a missing or stale dist/.
 */
export const webBuildRule: DeployRule = {
  name: "web build before Hosting",
  check(root) {
    const hosting = readFirebaseJson(root).hosting;
    if (!hosting) return ["firebase.json has no hosting section"];
    const predeploy = [hosting.predeploy ?? []].flat();
    const problems: string[] = [];
    if (!predeploy.some((command) => /\bnpm run build:web\b/.test(command))) {
      problems.push('firebase.json hosting.predeploy does not run "npm run build:web": the deploy would upload whatever dist/ holds');
    }
    if (hosting.public !== "dist") problems.push(`firebase.json hosting.public is "${hosting.public ?? ""}", but the web build writes dist/`);
    return problems;
  },
};
