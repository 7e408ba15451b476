/**
 * The Chromium that drives the site as a person does: the end-to-end suites (tests/support/browser.ts),
 * the benches and the smoke test of a deployed site (scripts/smoke) start it from here.
 */
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (`apt-get install -y chromium`, which `npm test` runs when it is missing). */
export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`, which `npm test`
 * also runs): the same Blink, V8, service workers and DevTools protocol without the browser's UI
 * layer, what Playwright itself runs headless tests on. It loads the same pages for about a third
 * less CPU than the full browser started headless (docs/local-stack.md has the figures).
 */
export const DEFAULT_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** The full browser (Lighthouse, the hydration bench, the smoke test, the suites that need notifications): CHROMIUM_PATH names another Chromium or Chrome. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
/** The end-to-end suites' browser: the headless shell, or the one browser CHROMIUM_PATH names for every suite. */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH || DEFAULT_HEADLESS_SHELL;

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Let a test's click start audio without a media-engagement history.
  "--autoplay-policy=no-user-gesture-required",
  // A microphone for voice answers: Chromium's fake device (a tone), allowed without a prompt.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // A test's page lives seconds: V8's baseline compiler (Sparkplug) alone, without its optimizing
  // tiers (Maglev, TurboFan), whose work pays off only on a page that runs for minutes. The same
  // JavaScript, about a fifth less of Chromium's CPU (docs/local-stack.md). Not for the benches
  // that time pages (hydration, Lighthouse): they launch their own browser with its defaults.
  "--js-flags=--max-opt=1",
];

/** Starts the Chromium at `executablePath` headless, with the flags above. */
export function launchChromium(executablePath: string = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
