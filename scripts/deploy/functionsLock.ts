/**
 * functions/package-lock.json, derived from the root package-lock.json (functions/ is an npm
 * workspace, so its resolved versions live there). Cloud Build runs `npm ci` with it, installing
 * exactly the versions the tests ran. `npm run deploy:lock` rewrites it; deploy:check compares.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface PackageLock {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/** Where Node would find `name` required from the package at lock path `from` ("" is the root). */
function resolve(packages: PackageLock["packages"], from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const nested = dir.lastIndexOf("/node_modules/");
    dir = nested >= 0 ? dir.slice(0, nested) : "";
  }
}

/** The workspace's packages, moved from `<workspace>/node_modules/...` and `node_modules/...` to the lock's root. */
export function functionsLockFrom(rootLock: PackageLock, workspace: string, pkg: PackageJson): PackageLock {
  const { packages } = rootLock;
  const needed = new Map<string, string>();
  const pending = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).map((name) => ({
    from: workspace,
    name,
    optional: false,
  }));
  while (pending.length > 0) {
    const { from, name, optional } = pending.pop()!;
    const found = resolve(packages, from, name);
    if (!found) {
      if (optional) continue;
      throw new Error(`package-lock.json does not resolve ${name} for ${from}: run npm install`);
    }
    if (needed.has(found)) continue;
    const target = found.startsWith(`${workspace}/`) ? found.slice(workspace.length + 1) : found;
    if ([...needed.values()].includes(target)) {
      throw new Error(
        `${target} is needed in two versions (${found}); the functions lock cannot be flattened from the root lock`,
      );
    }
    needed.set(found, target);
    const entry = packages[found]!;
    for (const dep of Object.keys(entry.dependencies ?? {})) pending.push({ from: found, name: dep, optional: false });
    for (const dep of Object.keys(entry.optionalDependencies ?? {}))
      pending.push({ from: found, name: dep, optional: true });
    for (const dep of Object.keys(entry.peerDependencies ?? {})) {
      pending.push({ from: found, name: dep, optional: entry.peerDependenciesMeta?.[dep]?.optional === true });
    }
  }
  const moved = Object.fromEntries(
    [...needed].map(([from, to]): [string, LockEntry] => [to, packages[from]!]).sort(([a], [b]) => a.localeCompare(b)),
  );
  const rootEntry: LockEntry = { name: pkg.name, version: pkg.version };
  if (pkg.dependencies) rootEntry.dependencies = pkg.dependencies;
  if (pkg.devDependencies) rootEntry.devDependencies = pkg.devDependencies;
  if (pkg.engines) rootEntry.engines = pkg.engines;
  return {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: rootLock.lockfileVersion,
    requires: true,
    packages: { "": rootEntry, ...moved },
  };
}

/** The lock the functions folder should hold, from the repo's current root lock. */
export function expectedFunctionsLock(root: string, workspace: string): PackageLock {
  const rootLock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as PackageLock;
  const pkg = JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8")) as PackageJson;
  return functionsLockFrom(rootLock, workspace, pkg);
}

export const lockText = (lock: PackageLock) => `${JSON.stringify(lock, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
  const file = path.join(root, "functions", "package-lock.json");
  writeFileSync(file, lockText(expectedFunctionsLock(root, "functions")));
  console.log(`Wrote ${path.relative(root, file)} from package-lock.json.`);
}
