import { getApp, getApps, initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from "firebase/auth";
import { fetchWebConfig, webConfigSchema, type WebConfig } from "../api/configApi";

const WEB_CONFIG_KEY = "songs.webConfig";

/**
 * The server's web configuration, remembered on the device: a signed-in customer who opens the
 * app offline (to replay a saved song) still gets their session back.
 */
async function readWebConfig(): Promise<WebConfig> {
  try {
    const config = await fetchWebConfig();
    localStorage.setItem(WEB_CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const saved = webConfigSchema.safeParse(JSON.parse(localStorage.getItem(WEB_CONFIG_KEY) ?? "null"));
    if (saved.success) return saved.data;
    throw error;
  }
}

let authPromise: Promise<Auth> | undefined;

/** The Firebase Auth instance, initialised once from the server's configuration. */
export function loadFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const config = await readWebConfig();
    const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
    // Email and password only: no popup/redirect resolver, so the SDK loads no sign-in iframe or
    // third-party script that the CSP would (rightly) block.
    const auth = initializeAuth(app, { persistence: browserLocalPersistence });
    if (config.authEmulatorUrl && !auth.emulatorConfig) {
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}
