/** What a preflight run knows beyond the repo: the project `firebase deploy --project` will target. */
export interface DeployContext {
  /** `--project <id>` of `npm run deploy:check`; its `.env.<id>` files are read like an alias's. */
  projectId?: string;
}

/** One preflight rule: what it checks, and the problems it finds in the repo at `root`. */
export interface DeployRule {
  name: string;
  /** How `--skip <id>` names it. */
  id: string;
  check(root: string, context: DeployContext): string[] | Promise<string[]>;
}

/**
 * Thrown by a rule that could not check (a tool missing, a build failing): the preflight reports it
 * as not checked and fails, unless the run was told to skip that rule.
 */
export class NotChecked extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotChecked";
  }
}
