import { emptyQuerySchema, handler } from "../http/handler";

/**
 * GET /api/config: the browser's Firebase web configuration, read at run time so one build
 * serves every project and port. `authEmulatorUrl` only under the emulators.
 */
export const getWebConfig = handler(emptyQuerySchema, async ({ config }) => ({
  firebase: config.web,
  ...(config.authEmulatorUrl ? { authEmulatorUrl: config.authEmulatorUrl } : {}),
}));
