/**
 * Before `npm run emulators` (the official suite from firebase.json): makes sure the local-only
 * secrets exist in functions/.secret.local, which the Functions emulator reads for `defineSecret`.
 */
import { ensureLocalSecrets, localSecretsFile } from "./localSecrets";
import { REPO_ROOT } from "./repoRoot";

ensureLocalSecrets(REPO_ROOT);
console.log(`Local secrets ready in ${localSecretsFile(REPO_ROOT)} (git-ignored, emulators only).`);
