/** What every step of the smoke test works with: the site, its API, its public configuration and one Chromium. */
import type { Browser } from "playwright-core";
import { z } from "zod";
import { webConfigSchema } from "../../src/api/configApi";
import { launchChromium } from "../site/chromium";
import { siteApi, type ApiRequest, type ApiResponse } from "../site/siteApi";
import type { SmokeOptions } from "./smokeOptions";

/** `GET /api/config` as the web app reads it, with the Web Push key devices subscribe with. */
export const siteConfigSchema = webConfigSchema.extend({ webPush: z.object({ publicKey: z.string() }) });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export interface SmokeContext {
  options: SmokeOptions;
  site: URL;
  /** A call to the site (its API, pages and files), resolved against its origin. */
  api<T = unknown>(path: string, request?: ApiRequest): Promise<ApiResponse<T>>;
  /** The site's public configuration; null when it could not be read (`configProblem` says why). */
  config: SiteConfig | null;
  configProblem: string | null;
  /** The local stack: its configuration names the Auth emulator, which production's never does. */
  isLocalStack: boolean;
  /** The run's Chromium, started on first use. */
  browser(): Promise<Browser>;
  close(): Promise<void>;
}

export async function createSmokeContext(options: SmokeOptions): Promise<SmokeContext> {
  const api = <T>(path: string, request: ApiRequest = {}) => siteApi<T>(path, { ...request, base: options.site.href });
  let config: SiteConfig | null = null;
  let configProblem: string | null = null;
  try {
    const answer = await api("/api/config");
    const parsed = siteConfigSchema.safeParse(answer.body);
    if (answer.status !== 200) configProblem = `/api/config answered ${answer.status}`;
    else if (!parsed.success) configProblem = `/api/config is not the web app's configuration: ${parsed.error.message}`;
    else config = parsed.data;
  } catch (error) {
    configProblem = `/api/config could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  let browser: Promise<Browser> | null = null;
  return {
    options,
    site: options.site,
    api,
    config,
    configProblem,
    isLocalStack: config?.authEmulatorUrl !== undefined,
    browser: () => (browser ??= launchChromium()),
    close: async () => {
      await (await browser?.catch(() => null))?.close();
    },
  };
}
