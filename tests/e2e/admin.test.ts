import type { Page } from "playwright-core";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES, pendingReviewListSchema } from "@songs/domain";
import { synthesizeSong } from "../../scripts/seed/audio";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../scripts/seed/users";
import { adminIdToken } from "../support/adminSession";
import { api, signIn } from "../support/api";
import { launchBrowser, openBrowserTab, type BrowserSession } from "../support/browser";
import { codeChallengeHeading, enableTwoFactor, logIn, logInFromAuthPage } from "../support/browserSignIn";
import { stackDb } from "../support/checkout";
import { emailHashOf } from "../support/privacy";
import { uploadFinishedSongSlowly } from "../support/slowUpload";
import { storedReview } from "../support/storedReviews";
import { openOrderFromDashboard } from "../support/customerOrderPage";

/** The seeded paid order the admin fulfils. */
const ORDER_ID = "demo-order-paid";
const RECIPIENT = "Sam Rivera";

/**
 * The admin's side in real Chromium: two-factor setup on the first login (after which the admin's own
 * dashboard loads), fulfilling a paid order
 * with an uploaded song the customer then downloads, the security dashboard, and review moderation.
 */
describe("the admin's side in the browser", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let adminBrowser: BrowserSession;
  let admin: Page;

  beforeAll(async () => {
    ({ browser: adminBrowser, page: admin } = await openBrowserTab());
  });

  afterAll(async () => {
    await adminBrowser?.close();
  });

  it("walks the demo admin through two-factor setup on the first login, after two wrong passwords", async () => {
    await admin.goto(new URL("/auth", baseUrl).href);
    for (let attempt = 0; attempt < 2; attempt++) {
      await logIn(admin, DEMO_ADMIN.email, "not-the-password");
      await admin.getByText("Invalid email or password. Please try again.").waitFor();
    }
    await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await admin.waitForURL(`${baseUrl}/mfa-setup`);
    await enableTwoFactor(admin);
    // Then on to the admin's home, Operations: the session the code made passes the admin API.
    await admin.waitForURL(`${baseUrl}/admin/operations`);
    await admin.getByRole("heading", { name: /^Follow-ups failing/ }).waitFor();
    expect(await codeChallengeHeading(admin).count()).toBe(0);
    // The same session is a password-and-TOTP sign-in to every route: the admin's own orders load.
    await admin.goto(new URL("/dashboard", baseUrl).href);
    const failed = admin.getByText(MESSAGES.ordersLoadFailed);
    await admin.getByRole("heading", { name: "Your Orders" }).or(failed).first().waitFor();
    expect(await failed.count()).toBe(0);
  });

  it("uploads the finished song to a paid order with a progress bar and previews it", async () => {
    await admin.goto(new URL("/admin/orders", baseUrl).href);
    await admin.getByLabel("Search orders").fill(RECIPIENT);
    await admin.getByRole("button", { name: `View order for ${RECIPIENT}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Order for ${RECIPIENT}` });
    await dialog.waitFor();

    const song = synthesizeSong({ key: 62, bpm: 96, seconds: 60, seed: "admin-e2e" });
    await uploadFinishedSongSlowly(admin, dialog, { name: "sam-rivera.wav", buffer: song }, 1_000_000);
    // The lyrics go with every song; then the song is delivered at once.
    await dialog.getByLabel("Lyrics").fill("Verse 1\nSam on the open road");
    await dialog.getByRole("button", { name: "Deliver to Customer" }).click();
    await admin.getByText("Song uploaded and customer notified!").first().waitFor();

    // Preview plays the delivered song at once, through the mini player.
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("button", { name: `Pause Song for ${RECIPIENT}` }).waitFor();

    const order = (await stackDb().collection("orders").doc(ORDER_ID).get()).data();
    expect(order).toMatchObject({ status: "completed", songVersion: 1 });
    expect((await stackDb().collection("mail").doc(`song-ready-${ORDER_ID}-v1`).get()).exists).toBe(true);
  });

  it("lets the customer see the order completed and download the song", async () => {
    const customerBrowser = await launchBrowser();
    try {
      const { page, errors } = await customerBrowser.newPage();
      page.setDefaultTimeout(20_000);
      await logInFromAuthPage(page, baseUrl, DEMO_CUSTOMER);
      const card = await openOrderFromDashboard(page, baseUrl, `Song for ${RECIPIENT}`);
      await card.getByText("Completed").first().waitFor();
      const download = page.waitForEvent("download");
      await card.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toBe(`Song for ${RECIPIENT}.wav`);
      await page.getByText("Download tracked! Enjoy your custom song!").first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await customerBrowser.close();
    }
  });

  it("shows the wrong passwords typed earlier under Failed Logins", async () => {
    const since = Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000);
    const failures = stackDb()
      .collection("securityEvents")
      .where("type", "==", "login_failed")
      .where("createdAt", ">=", since);
    const adminFailures = (await failures.get()).docs.filter(
      (doc) => doc.get("emailHash") === emailHashOf(DEMO_ADMIN.email),
    );
    expect(adminFailures.length).toBeGreaterThanOrEqual(2);
    const expected = (await failures.count().get()).data().count;

    await admin.goto(new URL("/admin/security", baseUrl).href);
    const card = admin
      .getByRole("list", { name: "Security summary" })
      .getByRole("listitem")
      .filter({ hasText: "Failed Logins" });
    await expect
      .poll(async () => (await card.textContent())?.replace("Failed Logins", "").trim())
      .toBe(String(expected));
    await admin.getByRole("tab", { name: "Security Events" }).click();
    await admin.getByRole("list", { name: "Security events" }).getByText("Log-in failed").first().waitFor();
  });

  it("reads the moderation queue a page at a time, the longest waiting first, and says how many wait", async () => {
    // 55 reviews waiting since before any other: the first page is their first 50, Show more reads the rest.
    const longAgo = Date.parse("2001-01-01T00:00:00.000Z");
    const waiting = Array.from({ length: 55 }, (_, i) =>
      storedReview(`admin-e2e-waiting-${String(i).padStart(2, "0")}`, longAgo + i * 60_000),
    );
    const reviews = stackDb().collection("reviews");
    const batch = stackDb().batch();
    for (const { id, data } of waiting) batch.set(reviews.doc(id), data);
    await batch.commit();
    try {
      const count = pendingReviewListSchema.parse(
        (await api("/api/admin/reviews", { token: await adminIdToken() })).body,
      ).count;
      expect(count).toBeGreaterThanOrEqual(55);
      await admin.goto(new URL("/admin/reviews", baseUrl).href);
      await admin.getByText(`${count} reviews waiting`).waitFor();
      const cards = admin.getByRole("list", { name: "Pending reviews" }).getByRole("listitem");
      const comment = (i: number) => `Waiting since ${new Date(longAgo + i * 60_000).toISOString()}`;
      expect(await cards.count()).toBe(50);
      await cards.first().getByText(comment(0)).waitFor();
      await cards.nth(49).getByText(comment(49)).waitFor();
      expect(await admin.getByText(comment(50)).count()).toBe(0);

      await admin.getByRole("button", { name: "Show more" }).click();
      await cards.nth(50).getByText(comment(50)).waitFor();
      await cards.nth(54).getByText(comment(54)).waitFor();
    } finally {
      const cleanup = stackDb().batch();
      for (const { id } of waiting) cleanup.delete(reviews.doc(id));
      await cleanup.commit();
    }
  });

  it("approves a pending review, which then appears on /reviews", async () => {
    const customerToken = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const comment = "Sam played it at the graduation party and everyone sang along.";
    const submitted = await api("/api/reviews", {
      method: "POST",
      token: customerToken,
      body: { orderId: ORDER_ID, customerName: "Casey Customer", rating: 5, comment },
    });
    expect(submitted.status).toBe(201);

    await admin.goto(new URL("/admin/reviews", baseUrl).href);
    // The newest review is on the queue's last page: the admin reads pages until it shows.
    const approve = admin.getByRole("button", { name: "Approve review by Casey Customer" });
    const more = admin.getByRole("button", { name: "Show more" });
    await expect
      .poll(async () => {
        if (await approve.isVisible()) return true;
        if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
        return false;
      })
      .toBe(true);
    await approve.click();
    await admin.getByRole("button", { name: "Approve review by Casey Customer" }).waitFor({ state: "detached" });

    const visitor = await launchBrowser();
    try {
      const { page } = await visitor.newPage();
      await page.goto(new URL("/reviews", baseUrl).href);
      await page.getByText(comment).waitFor({ timeout: 20_000 });
    } finally {
      await visitor.close();
    }
  });
});
