import { z } from "zod";
import { apiGet } from "./client";

/** `GET /api/config`: the runtime configuration the server gives the web app (public values only). */
const CONFIG_PATH = "/api/config";

/** Its Firebase part: what the Auth web SDK is initialised with, and the Auth emulator's address locally. */
export const webConfigSchema = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.string().optional(),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

/** Its Web Push part: the VAPID public key devices subscribe with. */
const webPushConfigSchema = z.object({ webPush: z.object({ publicKey: z.string().min(1) }) });

export function fetchWebConfig(): Promise<WebConfig> {
  return apiGet(CONFIG_PATH, webConfigSchema);
}

/** The VAPID public key (base64url) this device's push subscription is made with. */
export async function fetchWebPushKey(): Promise<string> {
  return (await apiGet(CONFIG_PATH, webPushConfigSchema)).webPush.publicKey;
}
