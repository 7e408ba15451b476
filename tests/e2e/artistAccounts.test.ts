import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminIdToken, stackFirestore } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { launchBrowser, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, enableTwoFactor, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { createTestUser } from "../support/users";

/** The invite link of the newest email queued to this address (the local stack's outbox). */
async function mailedInviteLink(email: string): Promise<string> {
  const baseUrl = inject("baseUrl");
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await stackFirestore().collection("mail").where("to", "==", email).get();
      link = mail.docs
        .flatMap((doc) => (doc.get("message.text") as string).split("\n"))
        .find((line) => line.startsWith(`${baseUrl}/studio/invite/`));
      return link;
    })
    .toBeDefined();
  return link!;
}

/**
 * Artist accounts in real Chromium: an admin invites an artist from /admin/artists, the artist opens
 * the emailed link on a phone, sets a password and lands in the studio; the studio keeps to 360 px;
 * two-factor set-up is offered from the studio; an artist who opens an admin screen is sent away
 * without any admin data; a customer invited by email links their own account.
 */
describe("artist accounts in the browser", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const artistEmail = `invited-${Date.now()}@example.com`;
  const password = "studio-pass-2025";
  let artist: { artistId: string; name: string };
  let adminBrowser: BrowserSession;
  let artistBrowser: BrowserSession;
  let adminPage: Page;
  let artistPage: Page;

  beforeAll(async () => {
    artist = await createTestArtistProfile();
    adminBrowser = await launchBrowser();
    artistBrowser = await launchBrowser({ viewport: PHONE });
    adminPage = (await adminBrowser.newPage()).page;
    artistPage = (await artistBrowser.newPage()).page;
    adminPage.setDefaultTimeout(20_000);
    artistPage.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await adminBrowser?.close();
    await artistBrowser?.close();
  });

  it("lets an admin invite an email for an artist profile", async () => {
    await adminPage.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(adminPage, await createEnrolledAdmin("invite-admin"), "/admin/artists");
    await adminPage.getByRole("button", { name: `Invite ${artist.name}` }).click();
    const dialog = adminPage.getByRole("dialog", { name: `Invite ${artist.name}` });
    // Focus starts in the dialog's email field.
    await expect.poll(() => adminPage.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await dialog.getByText("Invalid email address").waitFor();
    await dialog.getByLabel("Email").fill(artistEmail);
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await dialog.waitFor({ state: "detached" });
    await adminPage.getByRole("article", { name: artist.name }).getByText(`${artistEmail},`).waitFor();
  });

  it("takes the artist from the emailed link, through a new password, into the studio", async () => {
    await artistPage.goto(await mailedInviteLink(artistEmail));
    await artistPage.getByText(`You're invited to the studio as ${artist.name}.`).waitFor();
    await artistPage.getByLabel("Password", { exact: true }).fill(password);
    await artistPage.getByLabel("Confirm Password").fill("something-else");
    await artistPage.getByRole("button", { name: "Set Password & Open the Studio" }).click();
    await artistPage.getByText("Passwords do not match").waitFor();
    await artistPage.getByLabel("Confirm Password").fill(password);
    await artistPage.getByRole("button", { name: "Set Password & Open the Studio" }).click();

    await artistPage.waitForURL(`${baseUrl}/studio`);
    await artistPage.getByRole("heading", { level: 1, name: "Studio" }).waitFor();
    await artistPage.getByText(`Logged in as ${artist.name}`).waitFor();
    const studioNav = artistPage.getByRole("navigation", { name: "Studio" });
    for (const section of ["Queue", "Profile", "Earnings", "Get paid", "Two-factor authentication"]) {
      await studioNav.getByRole("link", { name: section }).waitFor();
    }
  });

  it("keeps the studio within a 360 px screen, with touch-sized section links", async () => {
    const overflow = await artistPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const heights = await artistPage
      .getByRole("navigation", { name: "Studio" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });

  it("offers the artist two-factor authentication from the studio, and returns to the studio", async () => {
    await artistPage
      .getByRole("navigation", { name: "Studio" })
      .getByRole("link", { name: "Two-factor authentication" })
      .click();
    await artistPage.waitForURL(`${baseUrl}/mfa-setup`);
    await enableTwoFactor(artistPage);
    await artistPage.waitForURL(`${baseUrl}/studio`);
    await artistPage.getByText(`Logged in as ${artist.name}`).waitFor();
  });

  it("sends an artist away from the admin screens without any admin data", async () => {
    const adminAnswers: number[] = [];
    artistPage.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/admin/")) adminAnswers.push(response.status());
    });
    await artistPage.goto(new URL("/admin/orders", baseUrl).href);
    await artistPage.waitForURL(`${baseUrl}/`);
    await artistPage.getByText("Access denied. You don't have permission to access this page.").first().waitFor();
    expect(await artistPage.getByRole("heading", { name: "Manage Orders" }).count()).toBe(0);
    expect(adminAnswers.every((status) => status >= 400)).toBe(true);
  });

  it("links an invited customer's own account once they sign in and accept, and opens the studio", async () => {
    const customer = await createTestUser({ label: "invited-customer" });
    const profile = await createTestArtistProfile();
    const invited = await api("/api/admin/artist-invites", {
      method: "POST",
      token: await adminIdToken(),
      body: { artistId: profile.artistId, email: customer.email },
    });
    expect(invited.status, invited.text).toBe(201);

    const customerBrowser = await launchBrowser({ viewport: PHONE });
    try {
      const page = (await customerBrowser.newPage()).page;
      page.setDefaultTimeout(20_000);
      await page.goto(await mailedInviteLink(customer.email));
      await page.getByText(`Log in as ${customer.email} to accept this invite.`).waitFor();
      await page.getByRole("link", { name: `Log in as ${customer.email}` }).click();
      await page.waitForURL(`${baseUrl}/auth`);
      await logIn(page, customer.email, customer.password);
      await page.getByRole("button", { name: "Accept" }).click();
      await page.waitForURL(`${baseUrl}/studio`);
      await page.getByText(`Logged in as ${profile.name}`).waitFor();
    } finally {
      await customerBrowser.close();
    }
  });
});
