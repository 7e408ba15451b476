import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";

/**
 * The API's routes (functions/src/routes.ts) with a handler whose module declares this gate, such
 * as `auth: "admin"`: what the authorization matrices check their rows against.
 */
export function routesGatedBy(auth: "admin" | "artist"): string[] {
  const routesFile = path.join(REPO_ROOT, "functions", "src", "routes.ts");
  const routes = readFileSync(routesFile, "utf8");
  const sourceOf = new Map(
    [...routes.matchAll(/import \{ ([^}]+) \} from "(\.[^"]+)";/g)].flatMap(([, names, from]) =>
      (names ?? "").split(",").map((name) => [name.trim(), path.join(path.dirname(routesFile), `${from}.ts`)] as const),
    ),
  );
  const isGated = (handlerName: string) => {
    const file = sourceOf.get(handlerName);
    return file !== undefined && readFileSync(file, "utf8").includes(`auth: "${auth}"`);
  };
  return [...routes.matchAll(/route\("([^"]+)",\s*\{([^}]*)\}/g)]
    .filter(([, , handlers]) => [...(handlers ?? "").matchAll(/:\s*(\w+)/g)].some(([, name]) => isGated(name ?? "")))
    .map(([, route]) => route ?? "");
}
