import { emptyQuerySchema, handler } from "../http/handler";

/**
 * GET /api/config: the browser's Firebase web configuration, read at run time so one build
 * serves every project and port. `authEmulatorUrl` only under the emulators; `webPush.publicKey`
 * is the VAPID key devices subscribe with (the browser's `applicationServerKey`).
 */
export const getWebConfig = handler(emptyQuerySchema, async ({ config }) => ({
  firebase: config.web,
  webPush: { publicKey: config.webPush.publicKey },
  ...(config.authEmulatorUrl ? { authEmulatorUrl: config.authEmulatorUrl } : {}),
}));
