import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestArtist } from "../support/artists";
import { PHONE, type BrowserSession, openBrowserTab } from "../support/browser";
import { codeChallengeHeading, createEnrolledAdmin, logIn } from "../support/browserSignIn";
import { answerCodeChallenge } from "../../scripts/site/signInPage";
import { createTestUser } from "../support/users";

/**
 * Each person lands where their work is after signing in on /auth (issue 44): customers on their
 * orders, artists in the studio, admins on Operations once they have passed two-factor, which is
 * asked for on /auth itself; a return address (the screen that sent them to sign in) wins.
 */
describe("where each person lands after signing in", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  const browsers: BrowserSession[] = [];
  let page: Page;

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  /** A new device (nobody signed in) on `from`, sent on to /auth, with the person's password typed in. */
  async function signInOnAuth(email: string, password: string, from = "/auth"): Promise<void> {
    const tab = await openBrowserTab({ viewport: PHONE });
    browsers.push(tab.browser);
    page = tab.page;
    await page.goto(new URL(from, baseUrl).href);
    await page.waitForURL((url) => url.pathname === "/auth");
    await logIn(page, email, password);
  }

  it("takes a customer to their orders", async () => {
    const customer = await createTestUser({ label: "landing-customer" });
    await signInOnAuth(customer.email, customer.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "Your Orders" }).waitFor();
  });

  it("takes an artist to the studio, and back to the studio screen that sent them to sign in", async () => {
    const artist = await createTestArtist();
    await signInOnAuth(artist.email, artist.password);
    await page.waitForURL(`${baseUrl}/studio`);
    expect(await page.getByText("You haven't ordered a song yet").count()).toBe(0);

    await signInOnAuth(artist.email, artist.password, "/studio/earnings");
    await page.waitForURL(`${baseUrl}/studio/earnings`);
  });

  describe("an admin", () => {
    it("is asked for the authenticator's code on /auth, then lands on Operations", async () => {
      const admin = await createEnrolledAdmin("landing-admin");
      await signInOnAuth(admin.email, admin.password);
      await codeChallengeHeading(page).waitFor();
      // Still signing in: nothing of the customer's or the admin's screens shows before the code.
      expect(new URL(page.url()).pathname).toBe("/auth");
      expect(await page.getByText("You haven't ordered a song yet").count()).toBe(0);
      expect(await answerCodeChallenge(page, admin.code(1))).toBeNull();
      await page.waitForURL(`${baseUrl}/admin/operations`);
      await page.getByRole("heading", { name: /^Follow-ups failing/ }).waitFor();
      // The session passed the code at sign-in: the admin screens do not ask again.
      await page.goto(new URL("/admin/orders", baseUrl).href);
      await page.getByLabel("Search orders").waitFor();
      expect(await codeChallengeHeading(page).count()).toBe(0);
    });

    it("goes back to the admin screen that sent them to sign in, after the code", async () => {
      const admin = await createEnrolledAdmin("landing-return");
      await signInOnAuth(admin.email, admin.password, "/admin/shipping");
      expect(await answerCodeChallenge(page, admin.code(1))).toBeNull();
      await page.waitForURL(`${baseUrl}/admin/shipping`);
    });

    it("is refused a wrong code and stays on /auth", async () => {
      const admin = await createEnrolledAdmin("landing-wrong-code");
      await signInOnAuth(admin.email, admin.password);
      const refusal = await answerCodeChallenge(page, "000000");
      expect(refusal).not.toBeNull();
      expect(new URL(page.url()).pathname).toBe("/auth");
    });
  });
});
