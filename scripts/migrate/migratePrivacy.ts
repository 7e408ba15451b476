/**
 * `npm run migrate:privacy -- [--apply] [--project <id>] [--only pushNotices,loginPairs,...]`:
 * brings the records written before an account's deletion left nothing personal to what is kept
 * now (privacyRecords.ts): notifications' follow-ups without their words, login pairs and security
 * events with the email's keyed hash instead of the email, the devices and names the accounts
 * deleted before left. A dry run by default: prints, step by step, the documents read and those it
 * would change; `--apply` writes them. Against the local stack's Firestore emulator (with its
 * EMAIL_HASH_KEY), or with `--project <id>` a real project, with EMAIL_HASH_KEY in the environment
 * (`EMAIL_HASH_KEY=$(gcloud secrets versions access latest --secret EMAIL_HASH_KEY --project <id>)`).
 * Safe to run again, and after it was stopped: each run writes only what still differs.
 */
import { emailHasher } from "../../functions/src/security/emailHash";
import { emailHashKeyOf } from "../firestoreCli";
import { migrationCli } from "./migrationSteps";
import { privacySteps } from "./privacyRecords";

await migrationCli("migrate:privacy", (target) => {
  const key = emailHashKeyOf(target);
  if (!key) console.error("EMAIL_HASH_KEY is needed in the environment to migrate a real project.");
  return key ? privacySteps(emailHasher(key)) : null;
});
