import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { synthesizeSong } from "../../scripts/seed/audio";
import { ARTIST_PROFILE_MESSAGES, CATALOGUE_MESSAGES } from "@songs/domain";
import { createTestArtist, type TestArtist } from "../support/artists";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { launchBrowser, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logInEnrolledAdmin, openSignedInTab } from "../support/browserSignIn";
import { chooseBirthdayPop } from "../support/orderBuilder";

/**
 * An artist edits their profile in real Chromium at 360 px: the public page shows the edit, and
 * once they are unavailable the order builder marks them and will not go on with them. A sample
 * they submit waits for an admin, who approves it, and then it is in the public sample library.
 */
describe("the studio's profile page", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let page: Page;
  let artist: TestArtist;
  const bio = `Songs for slow dances and loud kitchens, written in Lisbon ${Date.now()}.`;

  beforeAll(async () => {
    artist = await createTestArtist({ genres: ["Pop"] });
    ({ browser, page } = await openSignedInTab(baseUrl, artist, { viewport: PHONE }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("says what is wrong before saving, then saves the bio, genres, specialties and availability", async () => {
    await page.goto(new URL("/studio/profile", baseUrl).href);
    await page.getByRole("heading", { level: 1, name: "Your Profile" }).waitFor();
    await waitForSettledScreen(page);
    await page.getByLabel("Bio").fill("");
    await page.getByRole("checkbox", { name: "Pop" }).uncheck();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText(ARTIST_PROFILE_MESSAGES.bioRequired).waitFor();
    await page.getByText(ARTIST_PROFILE_MESSAGES.genresRequired).waitFor();
    const audit = new AccessibilityAudit("360x740");
    // From the top, as the person sees the page: scrolled to an error, the studio's links above it
    // pass under the sticky header, which axe reads as obscured targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    await audit.check(page, "/studio/profile with validation errors", "/studio/profile");
    expect(audit.takeFindings()).toEqual([]);

    await page.getByLabel("Bio").fill(bio);
    await page.getByRole("checkbox", { name: "Folk" }).check();
    await page.getByLabel(/^Specialties/).fill("First dance, Lullabies");
    await page.getByRole("switch", { name: "Available for new orders" }).uncheck();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText(ARTIST_PROFILE_MESSAGES.saved).first().waitFor();
  });

  it("shows the edit on the public profile page, marked unavailable", async () => {
    await page.goto(new URL(`/artists/${artist.artistId}`, baseUrl).href);
    await page.getByText(bio).waitFor();
    await page.getByText("Lullabies").first().waitFor();
    await page.getByText(CATALOGUE_MESSAGES.artistUnavailableProfile).waitFor();
  });

  it("is marked unavailable in the order builder and cannot be chosen", async () => {
    await page.goto(new URL(`/create?artist=${artist.artistId}`, baseUrl).href);
    await chooseBirthdayPop(page);
    const marked = page.getByRole("radio", { name: artist.name });
    await marked.waitFor();
    expect(await marked.isDisabled()).toBe(true);
    await page.getByText(CATALOGUE_MESSAGES.artistUnavailable).first().waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(ARTIST_PROFILE_MESSAGES.chosenArtistUnavailable).waitFor();
  });

  it("submits a sample that an admin approves, and then it is in the sample library", async () => {
    const title = `Kitchen Waltz ${Date.now()}`;
    const audioPath = path.join(tmpdir(), `${title.replaceAll(" ", "-")}.wav`);
    await writeFile(audioPath, synthesizeSong({ key: 62, bpm: 88, seed: title, seconds: 2 }));
    await page.goto(new URL("/studio/profile", baseUrl).href);
    const form = page.getByRole("form", { name: "Add sample" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Genre").selectOption("Folk");
    await form.getByLabel("Mood").selectOption("Happy");
    await form.getByLabel("Occasion").selectOption("Birthday");
    await form.getByLabel("Audio File").setInputFiles(audioPath);
    await form.getByRole("button", { name: "Upload Sample" }).click();
    const submitted = page
      .getByRole("list", { name: "Submitted samples" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await submitted.getByText("Waiting for approval").waitFor();

    const adminBrowser = await launchBrowser();
    try {
      const admin = (await adminBrowser.newPage()).page;
      admin.setDefaultTimeout(20_000);
      await admin.goto(new URL("/auth", baseUrl).href);
      await logInEnrolledAdmin(admin, await createEnrolledAdmin("sample-admin"), "/admin/sample-submissions");
      const card = admin.getByRole("listitem").filter({ hasText: title });
      await card.getByText(artist.name).waitFor();
      await card.getByRole("button", { name: "Approve" }).click();
      await admin.getByText("Sample approved: it is public now.").first().waitFor();

      await admin.goto(new URL("/samples", baseUrl).href);
      await admin.getByText(title).first().waitFor();
    } finally {
      await adminBrowser.close();
    }
    await page.reload();
    await page
      .getByRole("list", { name: "Submitted samples" })
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByText("Public")
      .waitFor();
  });
});
