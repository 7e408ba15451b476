/**
 * Before `npm run emulators` (the official suite from firebase.json): makes sure the local-only
 * secrets exist in functions/.secret.local, which the Functions emulator reads for `defineSecret`,
 * and writes the demo project's parameter values where it reads them (both git-ignored).
 */
import { writeDemoParams } from "./demoParams";
import { ensureLocalSecrets, localSecretsFile } from "./localSecrets";
import { REPO_ROOT } from "./repoRoot";
import { PROJECT_ID } from "./startStack";

ensureLocalSecrets(REPO_ROOT);
console.log(`Local secrets ready in ${localSecretsFile(REPO_ROOT)} (git-ignored, emulators only).`);
console.log(`Demo parameters written to ${writeDemoParams(REPO_ROOT, PROJECT_ID)} (git-ignored).`);
