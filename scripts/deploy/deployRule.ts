/** One preflight rule: what it checks, and the problems it finds in the repo at `root`. */
export interface DeployRule {
  name: string;
  check(root: string): string[] | Promise<string[]>;
}
