import path from "node:path";
import { pathToFileURL } from "node:url";
import { serviceAccountEmail, SERVICE_ACCOUNT } from "../../../functions/src/deploymentSettings";
import { NotChecked, type DeployRule } from "../deployRule";
import type { DiscoveredEndpoint } from "../firebaseTools";
import { iamProblems, isFunctionsAccount, triggerKindOf, type DeclaredRoles } from "../functionsIam";
import { CHECK_PROJECT_ID, discoverFunctionsBuild } from "../functionsManifest";
import { readFunctionSecrets } from "../functionSecrets";
import { firebasercProjects, functionsSource, isDemoProject, readDotenv, readFirebaseJson } from "../repoFiles";

/**
 * Every function in the manifest firebase-tools reads from the code (whatever its trigger: HTTP,
 * blocking, Firestore, task queue, schedule) runs in the region (firebase.json
 * `firestore.location`) as the runtime service account, with its memory and an instance cap set;
 * each task queue names that account among its invokers, each event and scheduled function names
 * it in full, and its declared roles hold every one the functions need (scripts/deploy/functionsIam.ts);
 * every secret a function binds is declared with defineSecret and every declared secret reaches a
 * function; each function binds exactly the secrets its code reads (scripts/deploy/functionSecrets.ts:
 * no secret it never reads, none it reads unbound), and no code reads a secret by its name; every Hosting rewrite names a function of the manifest, in its region; and each
 * deployed project's .env files (functions/.env and .env.<project-id>) give each parameter a value
 * its own validation accepts, as `firebase deploy` would check it.
 */
/** The service account's roles as the checked repo declares them (functions/src/deploymentSettings.ts). */
async function declaredRoles(root: string): Promise<DeclaredRoles> {
  const file = path.join(root, functionsSource(root), "src/deploymentSettings.ts");
  try {
    return ((await import(pathToFileURL(file).href)) as { SERVICE_ACCOUNT_ROLES: DeclaredRoles }).SERVICE_ACCOUNT_ROLES;
  } catch (error) {
    throw new NotChecked(`could not read the service account's roles from ${file}: ${(error as Error).message}`);
  }
}

/**
 * Each function binds exactly the secrets its code reads: a secret bound and never read is access
 * the function (and the account it runs as) holds for nothing; one read and not bound is missing
 * when the function runs.
 */
function secretBindingProblems(root: string, endpoints: Record<string, DiscoveredEndpoint>): string[] {
  const entries = Object.entries(endpoints);
  const { reads, byName, unreadable } = readFunctionSecrets(
    path.join(root, functionsSource(root), "src"),
    entries.map(([, endpoint]) => endpoint.entryPoint),
  );
  const problems = [...byName];
  for (const name of unreadable)
    problems.push(
      `${name}: cannot tell which secrets it reads: define it in the functions' entry as \`export const ${name} = onX(options, handler)\` (or re-export such a definition)`,
    );
  for (const [name, endpoint] of entries) {
    const read = reads.get(endpoint.entryPoint);
    if (!read) continue;
    const bound = new Set((endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key));
    for (const key of bound) {
      if (!read.has(key))
        problems.push(
          `${name}: binds the secret ${key}, which its code never reads: remove it from its secrets, so neither the function nor its service account holds it for nothing`,
        );
    }
    for (const [key, chain] of read) {
      if (!bound.has(key))
        problems.push(
          `${name}: reads the secret ${key} (${chain.join(" → ")}) without binding it (secrets: [...]): it would be missing when the function runs`,
        );
    }
  }
  return problems;
}

export const functionsManifestRule: DeployRule = {
  name: "functions' manifest (region, service accounts, invokers, roles, memory, instances, secrets each function reads)",
  id: "manifest",
  async check(root, context) {
    const firebaseJson = readFirebaseJson(root);
    const region = firebaseJson.firestore?.location;
    if (!region) return ["firebase.json declares no firestore.location, the region every function runs in"];
    const projectId = context.projectId ?? CHECK_PROJECT_ID;
    const build = await discoverFunctionsBuild(root, projectId);
    const problems: string[] = [];
    const secrets = new Set(build.params.filter((param) => param.type === "secret").map((param) => param.name));
    const bound = new Set<string>();
    const endpoints = Object.entries(build.endpoints);
    if (endpoints.length === 0) problems.push("the manifest has no function: the functions' entry exports none");
    for (const [name, endpoint] of endpoints) {
      const fault = (what: string) => problems.push(`${name}: ${what}`);
      if (JSON.stringify(endpoint.region) !== JSON.stringify([region]))
        fault(
          `region is ${JSON.stringify(endpoint.region ?? null)}, not ["${region}"] (was it defined before functionOptions ran?)`,
        );
      // An event or scheduled function must name the account in full: iamProblems says so.
      const isCalledAsItsAccount = ["event", "schedule"].includes(triggerKindOf(endpoint) ?? "");
      if (!isCalledAsItsAccount && !isFunctionsAccount(endpoint.serviceAccount, projectId)) {
        fault(
          `runs as ${endpoint.serviceAccount ?? "the default compute account"}, not ${SERVICE_ACCOUNT} (${serviceAccountEmail(projectId)})`,
        );
      }
      if (typeof endpoint.availableMemoryMb !== "number") fault("has no memory set");
      if (typeof endpoint.maxInstances !== "number") fault("has no instance cap (maxInstances)");
      for (const { key } of endpoint.secretEnvironmentVariables ?? []) {
        bound.add(key);
        if (!secrets.has(key)) fault(`binds the secret ${key}, which no defineSecret declares`);
      }
    }
    problems.push(...secretBindingProblems(root, build.endpoints));
    problems.push(...iamProblems(build.endpoints, projectId, await declaredRoles(root)));
    for (const secret of secrets) {
      if (!bound.has(secret))
        problems.push(
          `the secret ${secret} is declared but no function binds it (secrets: [...]): reading it would fail`,
        );
    }
    const source = functionsSource(root);
    const projects = new Set(
      [...Object.values(firebasercProjects(root)), ...(context.projectId ? [context.projectId] : [])].filter(
        (id) => !isDemoProject(id),
      ),
    );
    for (const projectId of projects) {
      const values = { ...readDotenv(root, `${source}/.env`), ...readDotenv(root, `${source}/.env.${projectId}`) };
      for (const param of build.params) {
        const value = values[param.name];
        const pattern = param.input?.text?.validationRegex;
        if (value !== undefined && pattern && !new RegExp(pattern).test(value)) {
          problems.push(
            `${source}/.env.${projectId} sets ${param.name}=${value}, which its parameter refuses: ${param.input?.text?.validationErrorMessage ?? pattern}`,
          );
        }
      }
    }
    const rewrites = firebaseJson.hosting?.rewrites ?? [];
    for (const rewrite of rewrites) {
      if (!rewrite.function) continue;
      const { functionId, region: rewriteRegion } =
        typeof rewrite.function === "string" ? { functionId: rewrite.function, region: undefined } : rewrite.function;
      const target = build.endpoints[functionId];
      const what = `firebase.json's rewrite of ${rewrite.source ?? rewrite.regex ?? "?"}`;
      if (!target) problems.push(`${what} names ${functionId}, which is not a function of the manifest`);
      else if ((rewriteRegion ?? "us-central1") !== region)
        problems.push(
          `${what} reaches ${functionId} in ${rewriteRegion ?? "us-central1 (the default)"}, but it runs in ${region}`,
        );
    }
    return problems;
  },
};
