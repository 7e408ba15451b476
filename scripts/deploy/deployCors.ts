/**
 * `npm run deploy:cors -- --project <id> [--bucket <name>] [--apply]`: the storage bucket's CORS,
 * generated from the site's origin (scripts/deploy/storageCors.ts): prints it and the `gcloud`
 * command that sets it (a dry run); with --apply writes it to a temporary file and runs that
 * command. Refuses what deploy:check's `cors` rule refuses (no site origin, a local one, one the
 * pages are not built for). Run it again whenever the site's address changes.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gcloudSucceeds } from "./gcloud";
import { commandLine } from "./functionsIam";
import { parseProjectArgs } from "./projectArgs";
import { pagesOrigin } from "./rules/siteUrl";
import { siteOrigins } from "./rules/storageCors";
import { bucketCors, defaultBucket } from "./storageCors";

export interface DeployCorsOptions {
  projectId: string;
  bucket: string;
  apply: boolean;
}

/** Reads `--project <id>`, `--bucket <name>` (default: the project's default bucket) and `--apply`. */
export function parseDeployCorsArgs(args: string[]): DeployCorsOptions {
  const { projectId, values, flags } = parseProjectArgs(args, {
    usage: "npm run deploy:cors -- --project <project-id> [--bucket <name>] [--apply]",
    demo: "the local stack's blob server has its own CORS",
    values: ["--bucket"],
    flags: ["--apply"],
  });
  const bucket = (values["--bucket"] ?? defaultBucket(projectId)).replace(/^gs:\/\//, "");
  return { projectId, bucket, apply: flags.has("--apply") };
}

/** The CORS JSON and the gcloud command (arguments after `gcloud`) that sets it from `corsFile`. */
export function corsCommand(root: string, options: DeployCorsOptions, corsFile: string) {
  const { origins, problems } = siteOrigins(root, options.projectId, pagesOrigin(root));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return {
    origins,
    json: `${JSON.stringify(bucketCors(origins), null, 2)}\n`,
    args: [
      "storage",
      "buckets",
      "update",
      `gs://${options.bucket}`,
      `--cors-file=${corsFile}`,
      `--project=${options.projectId}`,
    ],
  };
}

function main(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  const options = parseDeployCorsArgs(process.argv.slice(2));
  if (!options.apply) {
    const { origins, json, args } = corsCommand(root, options, "cors.json");
    console.log(
      `CORS of gs://${options.bucket}: ${origins.join(", ")} may GET, HEAD and PUT (signed uploads send x-goog-content-length-range, which needs a preflight).\n\ncors.json:\n${json}\n${commandLine({ why: "", args })}\n\nDry run: nothing was changed. Run again with --apply to write cors.json to a temporary file and run this command.`,
    );
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "songs-cors-"));
  try {
    const file = path.join(dir, "cors.json");
    const { json, args } = corsCommand(root, options, file);
    writeFileSync(file, json);
    console.log(`$ ${commandLine({ why: "", args })}`);
    if (!gcloudSucceeds(args, {}, spawnSync)) throw new Error("Stopped: the command failed (above)");
    console.log(
      `\nSet: gs://${options.bucket}'s CORS. Verify: gcloud storage buckets describe gs://${options.bucket} --format='default(cors_config)'`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
