import type { DeployRule } from "../deployRule";
import { EMULATOR_ONLY_VARIABLES, isEmulatorHost } from "../environment";
import { firebasercProjects, functionsSource, isDemoProject, readDotenv, readFirebaseJson } from "../repoFiles";

const emulatorOnly = new Set<string>(EMULATOR_ONLY_VARIABLES);

/**
 * Nothing meant for the emulators reaches a deployed project: no local-only variable in the .env
 * files a deploy reads (functions/.env and .env.<project> of `--project` and of every real project
 * in .firebaserc), no demo project as the default deploy target. And firebase.json's sign-in
 * providers say only what a deploy does: it switches providers on, never off, so anonymous sign-in
 * is neither on nor claimed off there (npm run configure-identity-platform turns it off).
 */
export const emulatorOnlySettingsRule: DeployRule = {
  name: "no emulator-only settings in production",
  id: "emulator-settings",
  check(root, context) {
    const source = functionsSource(root);
    const projects = firebasercProjects(root);
    const problems: string[] = [];
    const deployed = new Set(
      [...Object.values(projects), ...(context.projectId ? [context.projectId] : [])].filter(
        (id) => !isDemoProject(id),
      ),
    );
    const deployedFiles = [".env", ...[...deployed].map((id) => `.env.${id}`)];
    for (const file of deployedFiles) {
      const values = readDotenv(root, `${source}/${file}`) ?? {};
      for (const name of Object.keys(values)) {
        if (emulatorOnly.has(name) || isEmulatorHost(name)) {
          problems.push(
            `${source}/${file} sets ${name}, an emulator-only setting: the functions refuse to start with it in production`,
          );
        }
      }
    }
    if (projects.default && isDemoProject(projects.default)) {
      problems.push(
        `.firebaserc makes the demo project ${projects.default} the default: \`firebase deploy\` would target it (run \`firebase use --add\`)`,
      );
    }
    if (context.projectId && isDemoProject(context.projectId))
      problems.push(`--project ${context.projectId} is a demo project, which exists only in the emulators`);
    const providers = readFirebaseJson(root).auth?.providers ?? {};
    if (providers.anonymous === true)
      problems.push(
        "firebase.json auth.providers turns anonymous sign-in on: the marketplace has no anonymous accounts",
      );
    else if ("anonymous" in providers) {
      problems.push(
        "firebase.json auth.providers.anonymous: false has no effect (firebase deploy only switches providers on); remove it, npm run configure-identity-platform turns anonymous sign-in off",
      );
    }
    if (providers.emailPassword !== true)
      problems.push("firebase.json auth.providers.emailPassword is not true: nobody could sign in with a password");
    return problems;
  },
};
