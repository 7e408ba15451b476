import firebaseJson from "../../firebase.json";

/**
 * The one region setting: where Firestore is (firebase.json `firestore.location`, a regional
 * location such as us-central1), and so where every function runs, beside its data. The Hosting
 * rewrites and the Trigger Email extension's settings name it too, since their files cannot import
 * it; `npm run deploy:check` fails when any of them says otherwise.
 */
export const REGION: string = firebaseJson.firestore.location;

/**
 * The functions' runtime service account, `<name>@` completed with the project's id at deploy
 * (docs/deploy-checklist.md gives its roles): never the default compute account, which holds Editor.
 */
export const SERVICE_ACCOUNT = "songs-functions@";
