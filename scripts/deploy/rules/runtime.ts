import type { DeployRule } from "../deployRule";
import { supportedRuntimes } from "../firebaseTools";
import { functionsSource, readFirebaseJson, readJson } from "../repoFiles";

/**
 * The functions' runtime is one firebase-tools deploys (its own table and decommission check), and
 * functions/package.json `engines.node` names the same major version.
 */
export const runtimeRule: DeployRule = {
  name: "functions runtime",
  id: "runtime",
  check(root) {
    const runtime = readFirebaseJson(root).functions?.[0]?.runtime;
    if (!runtime) return ["firebase.json declares no functions runtime (functions[0].runtime, e.g. nodejs24)"];
    if (!supportedRuntimes.isRuntime(runtime))
      return [`firebase.json: "${runtime}" is not a runtime firebase-tools can deploy`];
    try {
      supportedRuntimes.guardVersionSupport(runtime);
    } catch (error) {
      return [`firebase.json: ${(error as Error).message}`];
    }
    const engine = readJson<{ engines?: { node?: string } }>(root, `${functionsSource(root)}/package.json`).engines
      ?.node;
    const major = runtime.replace(/^nodejs/, "");
    return engine === major
      ? []
      : [
          `${functionsSource(root)}/package.json engines.node is "${engine ?? ""}", but firebase.json deploys ${runtime}`,
        ];
  },
};
