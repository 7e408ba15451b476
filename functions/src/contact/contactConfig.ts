/** Where contact messages go, read once from the environment (SUPPORT_EMAIL). */
export interface ContactConfig {
  supportEmail: string;
}

/** The local stack's inbox when SUPPORT_EMAIL is not set under the emulators. */
export const LOCAL_SUPPORT_EMAIL = "support@example.com";

let cached: ContactConfig | undefined;

/**
 * SUPPORT_EMAIL, or the local default under the emulators. Outside them a missing address is a
 * configuration error (fail closed), so messages never queue to nowhere.
 */
export function loadContactConfig(env: Record<string, string | undefined> = process.env): ContactConfig {
  if (cached && env === process.env) return cached;
  const configured = env.SUPPORT_EMAIL?.trim();
  const isEmulator = env.FUNCTIONS_EMULATOR === "true";
  if (!configured && !isEmulator) throw new Error("SUPPORT_EMAIL is missing: contact messages have no inbox");
  const config = { supportEmail: configured || LOCAL_SUPPORT_EMAIL };
  if (env === process.env) cached = config;
  return config;
}
