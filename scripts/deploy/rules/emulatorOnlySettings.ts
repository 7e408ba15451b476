import type { DeployRule } from "../deployRule";
import { EMULATOR_ONLY_VARIABLES, isEmulatorHost } from "../environment";
import { firebasercProjects, functionsSource, isDemoProject, readDotenv, readFirebaseJson } from "../repoFiles";

const emulatorOnly = new Set<string>(EMULATOR_ONLY_VARIABLES);

/**
 * Nothing meant for the emulators reaches a deployed project: no local-only variable in the .env
 * files a deploy reads (functions/.env and .env.<project> of every real project in .firebaserc),
 * no demo project as the default deploy target, and anonymous sign-in explicitly off.
 */
export const emulatorOnlySettingsRule: DeployRule = {
  name: "no emulator-only settings in production",
  check(root) {
    const source = functionsSource(root);
    const projects = firebasercProjects(root);
    const problems: string[] = [];
    const deployedFiles = [".env", ...Object.values(projects).filter((id) => !isDemoProject(id)).map((id) => `.env.${id}`)];
    for (const file of deployedFiles) {
      const values = readDotenv(root, `${source}/${file}`) ?? {};
      for (const name of Object.keys(values)) {
        if (emulatorOnly.has(name) || isEmulatorHost(name)) {
          problems.push(`${source}/${file} sets ${name}, an emulator-only setting: the functions refuse to start with it in production`);
        }
      }
    }
    if (projects.default && isDemoProject(projects.default)) {
      problems.push(`.firebaserc makes the demo project ${projects.default} the default: \`firebase deploy\` would target it (run \`firebase use --add\`)`);
    }
    if (readFirebaseJson(root).auth?.providers?.anonymous !== false) {
      problems.push("firebase.json auth.providers.anonymous must be false: the marketplace has no anonymous accounts");
    }
    return problems;
  },
};
