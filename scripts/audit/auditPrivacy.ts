/**
 * `npm run audit:privacy -- [--project <id>] [--people <file>]`: after accounts' deletion, nothing
 * in the database names them (privacyAudit.ts). Reads the accounts erased (`accountDeletions`,
 * with their email's keyed hash) and, with `--people`, a file of JSON lines `{ uid, email?, texts? }`
 * naming more of what they were (a test run's collected texts), then every document of every
 * collection; prints each document and field still naming one of them, and exits 1 when there is
 * any. Against the local stack's Firestore emulator (with its EMAIL_HASH_KEY), or with `--project
 * <id>` a real project, with EMAIL_HASH_KEY in the environment.
 */
import { readFileSync } from "node:fs";
import { emailHasher } from "../../functions/src/security/emailHash";
import { emailHashKeyOf, firestoreTarget, flagValue } from "../firestoreCli";
import { auditPrivacy, type ErasedPerson } from "./privacyAudit";

const args = process.argv.slice(2);
const peopleFile = flagValue(args, "--people");
const target = firestoreTarget(args);
const key = target && emailHashKeyOf(target);
if (!target || !key || (args.includes("--people") && !peopleFile)) {
  if (target && !key) console.error("EMAIL_HASH_KEY is needed in the environment to audit a real project.");
  console.error("Usage: npm run audit:privacy -- [--project <firebase-project-id>] [--people <file of JSON lines>]");
  process.exit(2);
}

const known: ErasedPerson[] = peopleFile
  ? readFileSync(peopleFile, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as ErasedPerson)
  : [];
console.log(`Privacy audit: ${target.where}`);
const { lines, findings } = await auditPrivacy(target.db, target.database, emailHasher(key), known);
for (const line of lines) console.log(`  ${line}`);
process.exit(findings > 0 ? 1 : 0);
