import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DeployRule } from "../deployRule";
import { expectedFunctionsLock, lockText } from "../functionsLock";
import { functionsSource } from "../repoFiles";

/** The functions' own lock (what Cloud Build installs) matches the root lock the tests ran with. */
export const functionsLockRule: DeployRule = {
  name: "functions lock file",
  id: "functions-lock",
  check(root) {
    const source = functionsSource(root);
    const file = path.join(root, source, "package-lock.json");
    const fix = "run `npm run deploy:lock` and commit it";
    if (!existsSync(file))
      return [`${source}/package-lock.json is missing: Cloud Build would resolve the version ranges afresh (${fix})`];
    let expected: string;
    try {
      expected = lockText(expectedFunctionsLock(root, source));
    } catch (error) {
      return [(error as Error).message];
    }
    return readFileSync(file, "utf8") === expected
      ? []
      : [`${source}/package-lock.json is out of step with package-lock.json (${fix})`];
  },
};
