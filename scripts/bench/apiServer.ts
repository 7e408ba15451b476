/**
 * The `api` Express app in this one plain Node process, as one Cloud Functions instance serves it,
 * on the Firestore and Auth emulators named by the environment (FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST). Prints `listening <port>` once it answers. Used by apiThroughput.ts.
 */
import type { AddressInfo } from "node:net";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { createBlobStore } from "../../functions/src/adapters/blobs/createBlobStore";
import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { createApp } from "../../functions/src/app";
import { apiRoutes, withFollowUpRunner } from "../../functions/src/capabilities";
import { loadRuntimeConfig } from "../../functions/src/config";

const config = loadRuntimeConfig(process.env);
const firebaseApp = initializeApp({ projectId: config.projectId });
const app = createApp(
  withFollowUpRunner({
    config,
    db: getFirestore(firebaseApp),
    auth: getAuth(firebaseApp),
    blobs: createBlobStore(config.blobs, () => getStorage(firebaseApp)),
    stripe: createStripeClient(config.stripe),
  }),
  apiRoutes(),
);
const server = app.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
