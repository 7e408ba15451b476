import { isDemoProject } from "./repoFiles";

/** A deploy script's arguments: `--project <id>` (a real project), its `--name <value>` options and its flags. */
export interface ProjectArgs {
  projectId: string;
  values: Record<string, string | undefined>;
  flags: Set<string>;
}

/**
 * Reads `--project <id>` (or `--project=<id>`), the options named in `values` (`--bucket <name>` or
 * `--bucket=<name>`) and the flags named in `flags` (`--apply`); throws on anything else, on no
 * project (with `usage`), and on a demo project (`demo`: why it has nothing to set up).
 */
export function parseProjectArgs(
  args: string[],
  spec: { usage: string; demo: string; values?: string[]; flags?: string[] },
): ProjectArgs {
  const read: Record<string, string | undefined> = {};
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name = "", inline] = arg.split(/=(.*)/s, 2);
    if (spec.flags?.includes(arg)) flags.add(arg);
    else if (name === "--project" || spec.values?.includes(name)) read[name] = inline ?? args[++i];
    else throw new Error(`Unknown argument: ${arg}`);
  }
  const projectId = read["--project"];
  if (!projectId) throw new Error(`Name the project: ${spec.usage}`);
  if (isDemoProject(projectId)) throw new Error(`${projectId} is a demo project (emulators only): ${spec.demo}`);
  delete read["--project"];
  return { projectId, values: read, flags };
}
