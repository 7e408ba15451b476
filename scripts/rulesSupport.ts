import { spawnSync } from "node:child_process";

/** The official Firestore and Storage emulators need Java 21 or newer. */
export function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match?.[1] ? Number(match[1]) : null;
}

export function hasJava21(): boolean {
  return (javaMajorVersion() ?? 0) >= 21;
}

export function rulesSkipReason(): string {
  const version = javaMajorVersion();
  const found = version === null ? "no Java is installed" : `Java ${version} is installed`;
  return `the official Firestore and Storage emulators need Java 21 and ${found}; run 'npm run test:rules' on a machine with Java 21.`;
}
