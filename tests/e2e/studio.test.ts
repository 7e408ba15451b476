import type { Locator, Page } from "playwright-core";
import type { Timestamp } from "firebase-admin/firestore";
import { describe, expect, inject, it } from "vitest";
import { DELIVERY_MESSAGES, type SongUploadResponse } from "@songs/domain";
import { synthesizeSong } from "../../scripts/seed/audio";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { DESKTOP, launchBrowser, PHONE, SMALL_PHONE, waitForHydration, type Viewport } from "../support/browser";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { newCustomer, PAYING_CARD, stackDb, type Customer } from "../support/checkout";
import { buildOrder, payOnCheckoutPage } from "../support/orderBuilder";
import { uploadFinishedSongSlowly } from "../support/slowUpload";
import { openOrderFromDashboard } from "../support/customerOrderPage";

/**
 * The studio in real Chromium at 360 px: a customer chooses an artist on their profile, orders and
 * pays in the builder and the hosted checkout, the artist accepts the order, uploads the song with a
 * progress bar, an admin releases it on "Check Songs" (desktop) and the customer downloads it;
 * another artist cannot open it; a decline with a reason returns an order to the pool; two artists
 * accepting at once; a revision from the customer's request to the new version.
 */
describe("the studio in the browser", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");

  /** A new browser profile signed in as `email` (each person on their own device). */
  async function signedIn(
    email: string,
    password: string,
    viewport: Viewport = PHONE,
  ): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
    const session = await launchBrowser({ viewport });
    const { page, errors } = await session.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(new URL("/auth", baseUrl).href);
    await logIn(page, email, password);
    // Customers land on their orders, artists in the studio.
    await page.waitForURL((url) => url.pathname !== "/auth");
    return { page, errors, close: () => session.close() };
  }

  /** A new admin, two-factor set up before, signed in on a desktop browser past the code. */
  async function signedInAdmin(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
    const admin = await createEnrolledAdmin("studio-admin");
    const session = await launchBrowser({ viewport: DESKTOP });
    const { page, errors } = await session.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(page, admin);
    return { page, errors, close: () => session.close() };
  }

  /** The page fits a 360 px screen: nothing scrolls sideways. */
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }

  it("takes an order for a chosen artist from offer to the customer's download", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);

    // The customer picks the artist on their profile, builds the order around them and pays.
    let orderId: string;
    const orderer = await signedIn(customer.email, customer.password);
    try {
      const { page } = orderer;
      await page.goto(new URL(`/artists/${maker.artistId}`, baseUrl).href);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: maker.name }).waitFor();
      await page.getByRole("link", { name: "Choose This Artist" }).click();
      await page.waitForURL((url) => url.pathname === "/create");
      await buildOrder(page, { recipientName: "Iris Studio", artistName: maker.name });
      await page.getByText(maker.name).first().waitFor();
      await page.getByRole("button", { name: "Complete Order" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
      await payOnCheckoutPage(page, PAYING_CARD);
      await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.has("session_id"));
      await page.getByText("Order created successfully!").first().waitFor();
      orderId = new URL(page.url()).searchParams.get("session_id")!;
      expect(orderer.errors).toEqual([]);
    } finally {
      await orderer.close();
    }
    expect((await stackDb().collection("orders").doc(orderId).get()).data()).toMatchObject({
      userId: customer.uid,
      artistId: maker.artistId,
      recipientName: "Iris Studio",
      status: "paid",
    });

    const artist = await signedIn(maker.email, maker.password);
    try {
      const { page } = artist;
      await page.goto(new URL("/studio", baseUrl).href);
      const offers = page.getByRole("list", { name: "Offered" });
      await offers.getByRole("link", { name: "Song for Iris Studio" }).click();
      await page.waitForURL(`${baseUrl}/studio/orders/${orderId}`);
      await page.getByText("She taught me to bake bread on Sunday mornings, flour on every surface.").waitFor();
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Accept" }).click();
      await page.getByText("Offer accepted. The song is yours to make.").first().waitFor();

      const song = synthesizeSong({ key: 65, bpm: 104, seconds: 30, seed: "studio-e2e" });
      await uploadFinishedSongSlowly(page, page, { name: "iris.wav", buffer: song }, 500_000);
      await page.getByLabel("Lyrics").fill("Verse 1\nFlour on every surface");
      await page.getByRole("button", { name: "Submit for the Song Check" }).click();
      await page.getByText("Your song was submitted for the song check.").first().waitFor();
      await page.getByText("The team is listening to your latest version.").waitFor();
      await expectNoSidewaysScroll(page);
      expect(artist.errors).toEqual([]);
    } finally {
      await artist.close();
    }

    // An admin listens on "Check Songs" and releases the song to the customer.
    const admin = await signedInAdmin();
    try {
      const { page } = admin;
      await page.goto(new URL("/admin/song-checks", baseUrl).href);
      const check = page
        .getByRole("list", { name: "Songs to check" })
        .getByRole("article", { name: "Song for Iris Studio" });
      await check.getByText(`by ${maker.name}`).waitFor();
      await check.getByRole("button", { name: "Release to Customer" }).click();
      await page
        .getByRole("dialog", { name: "Release to the customer?" })
        .getByRole("button", { name: "Release" })
        .click();
      await page.getByText("Released to the customer").first().waitFor();
      await check.waitFor({ state: "detached" });
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }

    const buyer = await signedIn(customer.email, customer.password);
    try {
      const card = await openOrderFromDashboard(buyer.page, baseUrl, "Song for Iris Studio");
      await card.getByRole("link", { name: maker.name }).waitFor();
      await card.getByText("Delivered").first().waitFor();
      const download = buyer.page.waitForEvent("download");
      await card.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toBe("Song for Iris Studio.wav");
    } finally {
      await buyer.close();
    }
  });

  it("does not let another artist open the order", async () => {
    const [maker, stranger, customer] = await Promise.all([studioArtist(), studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Jude Private" });
    const other = await signedIn(stranger.email, stranger.password);
    try {
      await other.page.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
      await other.page.getByText("This order is not in your studio.").waitFor();
      await other.page.goto(new URL("/studio", baseUrl).href);
      await other.page.getByText("No offers right now. New orders that fit you will appear here.").waitFor();
      await expectNoSidewaysScroll(other.page);
    } finally {
      await other.close();
    }
  });

  /** The boxes of `controls` and of their labels' own text (wider than the box when it overflows). */
  const boxesOf = (controls: Locator) =>
    controls.evaluateAll((elements) =>
      elements.map((control) => {
        const box = control.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(control);
        const text = range.getBoundingClientRect();
        return {
          label: control.textContent,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          textLeft: text.left,
          textRight: text.right,
        };
      }),
    );

  it("fits the queue's four tabs and the four section links in one row at 320 and 360 px, each label whole and clear of the next", async () => {
    const artist = await createTestArtist();
    const studio = await signedIn(artist.email, artist.password, SMALL_PHONE);
    try {
      await studio.page.goto(new URL("/studio", baseUrl).href);
      const tabs = studio.page.getByRole("tablist", { name: "Your orders" }).getByRole("tab");
      const sections = studio.page.getByRole("navigation", { name: "Studio" }).getByRole("listitem").getByRole("link");
      await expect.poll(() => tabs.count()).toBe(4);
      // The sections' first list: Queue, Profile, Earnings, Get paid (the account's links follow in a second).
      const sectionLinks = sections.filter({ hasText: /^(Queue|Profile|Earnings|Get paid)$/ });
      await expect.poll(() => sectionLinks.count()).toBe(4);
      for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
        await studio.page.setViewportSize(viewport);
        for (const [what, row] of [
          ["tab", tabs],
          ["section", sectionLinks],
        ] as const) {
          if (what === "tab" && viewport === DESKTOP) continue;
          const boxes = await boxesOf(row);
          for (const [index, box] of boxes.entries()) {
            const where = `${what} ${box.label} at ${viewport.width} px`;
            // At least 4 px inside its box on each side, so two labels never touch.
            expect(box.textLeft, where).toBeGreaterThanOrEqual(box.left + 4);
            expect(box.textRight, where).toBeLessThanOrEqual(box.right - 4);
            for (const other of boxes.slice(index + 1)) {
              const isApart =
                box.right <= other.left ||
                other.right <= box.left ||
                box.bottom <= other.top ||
                other.bottom <= box.top;
              expect(isApart, `${where} and ${other.label}`).toBe(true);
            }
            if (what !== "section") continue;
            // The sections are pills a finger hits (44x44 px), in one row, a visible gap (8 px) apart.
            expect(box.right - box.left, where).toBeGreaterThanOrEqual(44);
            expect(box.bottom - box.top, where).toBeGreaterThanOrEqual(44);
            expect(box.top, where).toBe(boxes[0]!.top);
            const next = boxes[index + 1];
            if (next) expect(next.left - box.right, `${where}: the gap to ${next.label}`).toBeGreaterThanOrEqual(8);
          }
        }
        expect(await studio.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    } finally {
      await studio.close();
    }
  });

  it("returns an any-artist order to the pool when an artist declines it with a reason", async () => {
    const [decliner, keeper, customer]: [TestArtist, TestArtist, Customer] = await Promise.all([
      studioArtist(),
      studioArtist(),
      newCustomer(),
    ]);
    const orderId = await paidOrder(customer, { recipientName: "Kit Pool" });
    const artist = await signedIn(decliner.email, decliner.password);
    try {
      const { page } = artist;
      await page.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
      await page.getByRole("button", { name: "Decline" }).click();
      const dialog = page.getByRole("dialog", { name: "Decline this offer" });
      await dialog.getByRole("textbox", { name: "Reason" }).fill("Booked up this week");
      await dialog.getByRole("button", { name: "Decline Offer" }).click();
      await page.waitForURL(`${baseUrl}/studio`);
      await page.getByText("Offer declined.").first().waitFor();
    } finally {
      await artist.close();
    }
    const work = (await stackDb().collection("orders").doc(orderId).get()).get("work") as {
      stage: string;
      offeredTo: string[];
      declines: { reason: string; declinedAt: Timestamp }[];
    };
    expect(work.stage).toBe("offered");
    expect(work.offeredTo).toContain(keeper.artistId);
    expect(work.offeredTo).not.toContain(decliner.artistId);
    expect(work.declines.map((decline) => decline.reason)).toEqual(["Booked up this week"]);
  });

  it("gives an any-artist order to the first of two artists accepting at once", async () => {
    const [first, second, customer] = await Promise.all([studioArtist(), studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { recipientName: "Lee Race" });
    const artists = await Promise.all([first, second].map((who) => signedIn(who.email, who.password)));
    try {
      await Promise.all(
        artists.map(async ({ page }) => {
          await page.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
          await page.getByRole("button", { name: "Accept" }).waitFor();
        }),
      );
      await Promise.all(artists.map(({ page }) => page.getByRole("button", { name: "Accept" }).click()));
      const outcomes = await Promise.all(
        artists.map(async ({ page }) => {
          const answer = page
            .getByText(/^(Offer accepted\. The song is yours to make\.|Another artist has already taken this order\.)$/)
            .first();
          await answer.waitFor();
          return (await answer.textContent())?.startsWith("Offer accepted") ? "took it" : "told it was taken";
        }),
      );
      expect(outcomes.sort()).toEqual(["told it was taken", "took it"]);
    } finally {
      await Promise.all(artists.map((artist) => artist.close()));
    }
  });

  it("takes a revision from the customer's request to the new version", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Mo Revise" });
    const admin = await adminIdToken();
    // The first version, through the API: accepted, submitted and released.
    expect(
      (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
    ).toBe(200);
    await submitThroughApi(maker, orderId);
    expect(
      (await api(`/api/admin/orders/${orderId}/song-checks/release`, { method: "POST", token: admin, body: {} }))
        .status,
    ).toBe(200);

    const buyer = await signedIn(customer.email, customer.password);
    try {
      const card = await openOrderFromDashboard(buyer.page, baseUrl, "Song for Mo Revise");
      await card.getByRole("button", { name: "Request Revision" }).click();
      const dialog = buyer.page.getByRole("dialog", { name: "Request Revision" });
      await dialog.getByLabel("Revision notes").fill("Please add the lighthouse to the bridge.");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await card.getByText("Revision requested").first().waitFor();
    } finally {
      await buyer.close();
    }

    const artist = await signedIn(maker.email, maker.password);
    try {
      const { page } = artist;
      await page.goto(new URL("/studio", baseUrl).href);
      await page.getByRole("tab", { name: "Revisions" }).click();
      await page.getByRole("list", { name: "Revisions" }).getByRole("link", { name: "Song for Mo Revise" }).click();
      await page.getByText("Please add the lighthouse to the bridge.").waitFor();
      const song = synthesizeSong({ key: 67, bpm: 98, seconds: 5, seed: "studio-revision" });
      await page.getByLabel(/Finished song/).setInputFiles({ name: "mo-v2.wav", mimeType: "audio/wav", buffer: song });
      await page.getByRole("button", { name: "Upload Song" }).click();
      await page.getByText(DELIVERY_MESSAGES.fileAttached).first().waitFor({ timeout: 60_000 });
      // The lyrics handed in before are there already; the new song alone makes the new version.
      await page.getByRole("button", { name: "Submit for the Song Check" }).click();
      await page.getByText("Your song was submitted for the song check.").first().waitFor();
    } finally {
      await artist.close();
    }
    const second = await api<{ version: number }>(`/api/admin/orders/${orderId}/song-checks/release`, {
      method: "POST",
      token: admin,
      body: {},
    });
    expect(second.body.version).toBe(2);
  });
});

/** Submits a short version as the studio's browser would: signed upload, PUT, complete, then the submission with its lyrics. */
async function submitThroughApi(who: TestArtist, orderId: string): Promise<void> {
  const bytes = synthesizeSong({ key: 60, bpm: 90, seconds: 2, seed: `first-${orderId}` });
  const issued = await api<SongUploadResponse>(`/api/studio/orders/${orderId}/song-uploads`, {
    method: "POST",
    token: who.idToken,
    body: { fileName: "v1.wav", contentType: "audio/wav", size: bytes.length },
  });
  expect(issued.status, issued.text).toBe(200);
  expect(
    (
      await fetch(issued.body.uploadUrl, {
        method: "PUT",
        headers: { "Content-Type": issued.body.contentType, ...issued.body.headers },
        body: new Uint8Array(bytes),
      })
    ).ok,
  ).toBe(true);
  expect(
    (
      await api(`/api/studio/orders/${orderId}/song-uploads/${issued.body.uploadId}/complete`, {
        method: "POST",
        token: who.idToken,
        body: {},
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api(`/api/studio/orders/${orderId}/submission`, {
        method: "POST",
        token: who.idToken,
        body: { lyrics: "Verse 1\nThe lighthouse" },
      })
    ).status,
  ).toBe(200);
}
