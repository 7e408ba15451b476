import path from "node:path";
import type { DeployRule } from "../deployRule";
import { EMULATOR_ONLY_VARIABLES, PLATFORM_VARIABLES, isEmulatorHost } from "../environment";
import { DEMO_PARAMS_FILE, readDemoParams } from "../../stack/demoParams";
import { functionsSource } from "../repoFiles";
import { functionSources, matchesOf } from "./sourceFiles";

/** `process.env.X`, `env.X`, `env["X"]` and config.ts's `required("X")`. */
const READ_PATTERNS = [
  /\benv\.([A-Z][A-Z0-9_]*)/g,
  /\benv\[\s*"([A-Z][A-Z0-9_]*)"\s*\]/g,
  /\brequired\(\s*"([A-Z][A-Z0-9_]*)"\s*\)/g,
];
const PARAM_PATTERN = /\bdefine(?:String|Int|Float|Boolean|List)\(\s*"([A-Z][A-Z0-9_]*)"/g;
const SECRET_PATTERN = /\bdefine(?:Json)?Secret\(\s*"([A-Z][A-Z0-9_]*)"/g;

/**
 * Every environment variable the functions read is a declared parameter (so `firebase deploy`
 * asks for it and stores it), a secret, or a known platform or emulator-only variable; and every
 * parameter has a local value in scripts/stack/demoParams.json (written as functions/.env.demo-songs
 * for the emulators), so they never stop to ask.
 */
export const declaredParamsRule: DeployRule = {
  name: "declared parameters",
  id: "params",
  check(root) {
    const source = functionsSource(root);
    const sources = functionSources(path.join(root, source, "src"));
    const params = new Set(sources.flatMap(({ text }) => matchesOf(text, PARAM_PATTERN)));
    const secrets = new Set(sources.flatMap(({ text }) => matchesOf(text, SECRET_PATTERN)));
    const known = new Set<string>([...PLATFORM_VARIABLES, ...EMULATOR_ONLY_VARIABLES, ...params, ...secrets]);
    const problems: string[] = [];
    for (const { file, text } of sources) {
      const unknown = new Set(
        READ_PATTERNS.flatMap((pattern) => matchesOf(text, pattern)).filter(
          (name) => !known.has(name) && !isEmulatorHost(name),
        ),
      );
      for (const name of unknown) {
        problems.push(
          `${source}/src/${file} reads ${name}, which is not declared: add defineString/defineInt("${name}") (or defineSecret) in ${source}/src/params.ts`,
        );
      }
    }
    const local = readDemoParams(root);
    for (const name of params) {
      if (!(name in local))
        problems.push(
          `${DEMO_PARAMS_FILE} has no value for the parameter ${name}: the emulators would stop to ask for it`,
        );
    }
    return problems;
  },
};
