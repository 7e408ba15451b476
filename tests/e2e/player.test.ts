import type { Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { synthesizeSong } from "../../scripts/seed/audio";
import { SEED_SAMPLES } from "../../scripts/seed/samples";
import { signIn } from "../support/api";
import { launchBrowser, waitForHydration, type BrowserSession, withServiceWorkers } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { createOrder, deliverTestSong } from "../support/customerOrders";
import { createTestUser } from "../support/users";
import { openOrderFromDashboard } from "../support/customerOrderPage";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/** A common small phone. */
const PHONE = { width: 360, height: 740 };
/** Audio loads and plays at the machine's pace: wait for it, generously. */
const POLL = { timeout: 15_000 };
const MEDIA_ACTIONS = ["pause", "play", "seekbackward", "seekforward", "seekto", "stop"];

interface PlayerProbe {
  /** Each Media Session action, and whether the page last set (true) or cleared (false) its handler. */
  mediaActions: Record<string, boolean>;
  /** Set once per document: still there after a click on a link means no full page load happened. */
  sameDocument?: boolean;
}

/**
 * The one mini player on a 360 px phone in real Chromium: it keeps a sample playing across pages,
 * seeks by keyboard and buttons, shows the song on the lock screen (Media Session) and lets go of
 * it on stop, leaves the page's end and dialogs alone, and plays a song saved on the dashboard.
 */
describe("the mini player on a phone", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let page: Page;
  let title: string;

  const dock = () => page.getByRole("region", { name: "Now playing" });
  const audioState = () =>
    page.evaluate(() => {
      const audio = document.querySelector("audio")!;
      return { paused: audio.paused, currentTime: audio.currentTime, src: audio.currentSrc };
    });
  const probe = () =>
    page.evaluate((): PlayerProbe => {
      const { mediaActions, sameDocument } = window as unknown as PlayerProbe;
      return { mediaActions: { ...mediaActions }, sameDocument };
    });
  const box = async (locator: Locator) => (await locator.boundingBox())!;

  /**
   * Starts a demo sample (20 seconds, by a seeded artist) on /samples and returns its title: not
   * simply the newest, which may be a short one another suite's artist submitted.
   */
  const playFirstSample = async () => {
    const { title: seeded } = SEED_SAMPLES[0]!;
    await page.goto(new URL("/samples", baseUrl).href);
    await waitForHydration(page);
    await page
      .getByRole("list", { name: "Samples" })
      .getByRole("button", { name: `Play ${seeded}`, exact: true })
      .click();
    await dock().waitFor();
    return seeded;
  };

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE });
    page = (await browser.newPage()).page;
    page.setDefaultTimeout(20_000);
    // Records which lock-screen actions the page registers, through the browser's own API.
    await page.addInitScript(() => {
      const probe = window as unknown as PlayerProbe;
      probe.mediaActions = {};
      const session = navigator.mediaSession;
      const setActionHandler = session.setActionHandler.bind(session);
      session.setActionHandler = (action, handler) => {
        probe.mediaActions[action] = handler !== null;
        setActionHandler(action, handler);
      };
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("loads the player's controls only once the visitor plays a song", async () => {
    const playerChunks: string[] = [];
    const recordPlayerChunk = (request: Request) => {
      if (/\/MiniPlayer-[^/]*\.js$/.test(request.url())) playerChunks.push(request.url());
    };
    page.on("request", recordPlayerChunk);
    await page.goto(new URL("/samples", baseUrl).href, { waitUntil: "networkidle" });
    expect(playerChunks).toEqual([]);
    await page
      .getByRole("list", { name: "Samples" })
      .getByRole("button", { name: /^Play / })
      .first()
      .click();
    await dock().waitFor();
    expect(playerChunks).toHaveLength(1);
    page.off("request", recordPlayerChunk);
  });

  it("keeps a sample playing while the visitor follows links to other pages", async () => {
    title = await playFirstSample();
    await expect.poll(async () => (await audioState()).currentTime > 0, POLL).toBe(true);
    await page.evaluate(() => {
      (window as unknown as PlayerProbe).sameDocument = true;
    });
    const before = (await audioState()).currentTime;

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Reviews" }).click();
    await page.waitForURL(`${baseUrl}/reviews`);

    expect((await probe()).sameDocument).toBe(true);
    await expect(dock().textContent()).resolves.toContain(title);
    await expect.poll(async () => (await audioState()).currentTime > before, POLL).toBe(true);
    expect((await audioState()).paused).toBe(false);
  });

  it("seeks 5 seconds with the slider's arrow keys and 10 seconds with the buttons", async () => {
    await dock()
      .getByRole("button", { name: `Pause ${title}` })
      .click();
    await expect.poll(async () => (await audioState()).paused, POLL).toBe(true);
    const slider = dock().getByRole("slider", { name: `Seek ${title}` });
    expect((await box(slider)).height).toBeGreaterThanOrEqual(44);

    const seeksTo = async (seconds: number) =>
      expect.poll(async () => Math.round((await audioState()).currentTime * 10) / 10, POLL).toBe(seconds);
    await slider.focus();
    await page.keyboard.press("Home");
    await seeksTo(0);
    await page.keyboard.press("ArrowRight");
    await seeksTo(5);
    await page.keyboard.press("ArrowRight");
    await seeksTo(10);
    await page.keyboard.press("ArrowLeft");
    await seeksTo(5);
    await expect.poll(() => slider.getAttribute("aria-valuetext"), POLL).toBe("0:05 of 0:20");

    await dock().getByRole("button", { name: "Forward 10 seconds" }).click();
    await seeksTo(15);
    await dock().getByRole("button", { name: "Back 10 seconds" }).click();
    await seeksTo(5);
    for (const name of ["Back 10 seconds", "Forward 10 seconds", `Play ${title}`, "Close player"]) {
      const button = await box(dock().getByRole("button", { name }));
      expect(Math.min(button.width, button.height), name).toBeGreaterThanOrEqual(44);
    }
  });

  it("shows the song on the lock screen with the six actions, and clears it when stopped", async () => {
    await dock()
      .getByRole("button", { name: `Play ${title}` })
      .click();
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState), POLL).toBe("playing");
    const metadata = await page.evaluate(() => {
      const { metadata } = navigator.mediaSession;
      return (
        metadata && {
          title: metadata.title,
          artist: metadata.artist,
          artwork: metadata.artwork.map((image) => image.src),
        }
      );
    });
    expect(metadata?.title).toBe(title);
    expect(metadata?.artist).not.toBe("");
    // The artist's full name on its own line (read as "by <artist>").
    await expect(dock().textContent()).resolves.toContain(`${title} by ${metadata?.artist}`);
    expect(metadata?.artwork).toEqual([expect.stringContaining("/images/artists/")]);
    const artwork = await page.request.get(metadata!.artwork[0]!);
    expect(artwork.headers()["content-type"]).toMatch(/^image\//);
    expect(Object.keys((await probe()).mediaActions).sort()).toEqual(MEDIA_ACTIONS);
    expect(Object.values((await probe()).mediaActions).every(Boolean)).toBe(true);

    await dock().getByRole("button", { name: "Close player" }).click();
    await dock().waitFor({ state: "detached" });
    expect(await audioState()).toMatchObject({ paused: true });
    expect(await page.evaluate(() => [navigator.mediaSession.metadata, navigator.mediaSession.playbackState])).toEqual([
      null,
      "none",
    ]);
    expect(Object.values((await probe()).mediaActions)).toEqual(MEDIA_ACTIONS.map(() => false));
  });

  it("docks at the bottom without covering the page's end or the footer's links, and stays under dialogs", async () => {
    await playFirstSample();
    await page.evaluate(() => window.scrollTo(0, 0));
    const docked = await box(dock());
    expect(docked.y + docked.height).toBeCloseTo(PHONE.height, 0);
    expect(docked.width).toBeLessThanOrEqual(PHONE.width);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastFooterLink = page.getByRole("contentinfo").getByRole("button", { name: "Contact Us" });
    const footerBottom = await box(page.getByRole("contentinfo"));
    const atEnd = await box(dock());
    expect((await box(lastFooterLink)).y + (await box(lastFooterLink)).height).toBeLessThanOrEqual(atEnd.y);
    expect(footerBottom.y + footerBottom.height).toBeLessThanOrEqual(atEnd.y + 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole("button", { name: /^Read more about / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    const centre = await box(dock());
    const topmostIsPlayer = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[aria-label="Now playing"]')),
      { x: centre.x + centre.width / 2, y: centre.y + centre.height / 2 },
    );
    expect(topmostIsPlayer).toBe(false);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await dock().getByRole("button", { name: "Close player" }).click();
  });

  it("plays a song saved on the dashboard through the same player", async () => {
    // A customer of its own: the demo customer's first download belongs to the dashboard's suite.
    const user = await createTestUser({ label: "player" });
    const orderId = await createOrder(
      { uid: user.uid, email: user.email, token: await signIn(user.email, user.password) },
      { recipientName: "Emma Carter", status: "in_progress" },
    );
    await deliverTestSong(orderId, new Uint8Array(synthesizeSong({ key: 62, bpm: 96, seed: "player", seconds: 20 })));
    await page.goto(new URL("/auth", baseUrl).href);
    await logIn(page, user.email, user.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const card = await openOrderFromDashboard(page, baseUrl, "Song for Emma Carter");
    await card.getByRole("button", { name: "Download" }).click();
    await card.getByText("Available offline").waitFor();

    await card.getByRole("button", { name: "Play Song for Emma Carter" }).click();
    await expect(dock().textContent()).resolves.toContain("Song for Emma Carter");
    await expect.poll(async () => (await audioState()).currentTime > 0, POLL).toBe(true);
    expect((await audioState()).src).toMatch(/^blob:/);
    await card.getByRole("button", { name: "Pause Song for Emma Carter" }).waitFor();
  });
});
