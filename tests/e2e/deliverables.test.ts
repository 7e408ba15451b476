import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MESSAGES, missingItemsButtonLabel } from "@songs/domain";
import { synthesizeSong } from "../../scripts/seed/audio";
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  waitForServiceWorker,
  type BrowserSession,
  type Viewport,
  withServiceWorkers,
} from "../support/browser";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { newCustomer, PAYING_CARD, stackDb } from "../support/checkout";
import { buildOrder, payOnCheckoutPage } from "../support/orderBuilder";
import { mailsAbout, studioArtist } from "../support/paidOrders";
import { openOrderFromDashboard } from "../support/customerOrderPage";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

const LYRICS = "Verse 1\nYou planted roses by the gate\n\nChorus\nGrandma Rose, the garden knows";
const TRACKING = "1Z999AA10123456784";

/**
 * Everything a Premium order with the instrumental and the framed print owes, in real Chromium: the
 * customer pays for it on a 360 px phone; the artist cannot submit without the instrumental and the
 * lyrics, then submits all three; an admin releases them; the customer plays both files and reads
 * the lyrics, also offline once saved; an admin ships the print with a tracking number from the
 * "To Ship" queue; the customer sees it on the order, and the shipping email is written.
 */
describe("the instrumental, the lyrics and the framed print", { timeout: 240_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");

  async function person(viewport: Viewport): Promise<{ session: BrowserSession; page: Page; errors: string[] }> {
    const session = await launchBrowser({ viewport });
    const { page, errors } = await session.newPage();
    page.setDefaultTimeout(30_000);
    return { session, page, errors };
  }

  async function signedIn(email: string, password: string) {
    const who = await person(PHONE);
    await who.page.goto(new URL("/auth", baseUrl).href);
    await logIn(who.page, email, password);
    // Customers land on their orders, artists in the studio.
    await who.page.waitForURL((url) => url.pathname !== "/auth");
    return who;
  }

  async function signedInAdmin() {
    const admin = await createEnrolledAdmin("deliverables-admin");
    const who = await person(DESKTOP);
    await who.page.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(who.page, admin, "/admin/song-checks");
    return who;
  }

  const noSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const isPlaying = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll("audio")).some((audio) => !audio.paused && audio.currentTime > 0),
    );

  it("delivers, plays, saves, ships and tracks every item of the order", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const buyer = await signedIn(customer.email, customer.password);
    try {
      // The customer pays for Premium with the instrumental and the framed print.
      const { page } = buyer;
      await page.goto(new URL(`/artists/${maker.artistId}`, baseUrl).href);
      await page.getByRole("link", { name: "Choose This Artist" }).click();
      await page.waitForURL((url) => url.pathname === "/create");
      await buildOrder(page, {
        recipientName: "Rose Garden",
        artistName: maker.name,
        instrumental: true,
        lyricsPrint: true,
      });
      await page.getByRole("button", { name: "Complete Order" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
      await payOnCheckoutPage(page, PAYING_CARD, { shipping: true });
      await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.has("session_id"));
      await page.getByText("Order created successfully!").first().waitFor();
      const orderId = new URL(page.url()).searchParams.get("session_id")!;
      expect((await stackDb().collection("orders").doc(orderId).get()).data()).toMatchObject({
        package: "premium",
        addOns: ["instrumental", "lyrics-print"],
      });

      // The artist accepts; the button names what is missing until all three are there.
      const artist = await signedIn(maker.email, maker.password);
      try {
        const studio = artist.page;
        await studio.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
        await studio.getByRole("button", { name: "Accept" }).click();
        await studio.getByText("Offer accepted. The song is yours to make.").first().waitFor();
        const missingAll = studio.getByRole("button", {
          name: missingItemsButtonLabel(["song", "instrumental", "lyrics"]),
        });
        expect(await missingAll.isDisabled()).toBe(true);

        await studio.getByLabel(/Finished song/).setInputFiles({
          name: "rose.wav",
          mimeType: "audio/wav",
          buffer: synthesizeSong({ key: 62, bpm: 96, seconds: 8, seed: "rose-song" }),
        });
        await studio.getByRole("button", { name: "Upload Song" }).click();
        const missingTwo = studio.getByRole("button", { name: missingItemsButtonLabel(["instrumental", "lyrics"]) });
        await missingTwo.waitFor();
        expect(await missingTwo.isDisabled()).toBe(true);

        await studio.getByLabel(/Instrumental version/).setInputFiles({
          name: "rose-instrumental.wav",
          mimeType: "audio/wav",
          buffer: synthesizeSong({ key: 62, bpm: 96, seconds: 8, seed: "rose-instrumental" }),
        });
        await studio.getByRole("button", { name: "Upload Instrumental" }).click();
        const missingLyrics = studio.getByRole("button", { name: missingItemsButtonLabel(["lyrics"]) });
        await missingLyrics.waitFor();
        expect(await missingLyrics.isDisabled()).toBe(true);

        await studio.getByLabel("Lyrics").fill(LYRICS);
        await studio.getByRole("button", { name: "Submit for the Song Check" }).click();
        await studio.getByText("The team is listening to your latest version.").waitFor();
        await noSidewaysScroll(studio);
        expect(artist.errors).toEqual([]);
      } finally {
        await artist.session.close();
      }

      // An admin checks song, instrumental and lyrics, and releases them.
      const admin = await signedInAdmin();
      try {
        const check = admin.page
          .getByRole("list", { name: "Songs to check" })
          .getByRole("article", { name: "Song for Rose Garden" });
        await check.getByText("Grandma Rose, the garden knows").waitFor();
        await check.getByRole("button", { name: "Release to Customer" }).click();
        await admin.page
          .getByRole("dialog", { name: "Release to the customer?" })
          .getByRole("button", { name: "Release" })
          .click();
        await check.waitFor({ state: "detached" });
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.session.close();
      }

      // The customer plays both files, reads the lyrics, saves the song and reads them offline.
      await page.goto(new URL("/dashboard", baseUrl).href);
      await waitForServiceWorker(page);
      const card = await openOrderFromDashboard(page, baseUrl, "Song for Rose Garden");
      await card.getByText("Show the lyrics", { exact: true }).click();
      await card
        .getByRole("region", { name: "Lyrics of Song for Rose Garden" })
        .getByText("You planted roses by the gate")
        .waitFor();
      await card.getByRole("button", { name: "Play", exact: true }).click();
      await expect.poll(() => isPlaying(page)).toBe(true);
      await card.getByRole("button", { name: "Play Instrumental" }).click();
      await card.getByRole("button", { name: "Pause Song for Rose Garden (Instrumental)" }).waitFor();
      await expect.poll(() => isPlaying(page)).toBe(true);
      await card.getByRole("button", { name: "Save Offline", exact: true }).click();
      await page.getByText(MESSAGES.songSavedOnDevice).waitFor();
      await card.getByText("Available offline").waitFor();
      await card.getByText("Being prepared").waitFor();
      await noSidewaysScroll(page);

      await buyer.session.context.setOffline(true);
      try {
        await page.reload();
        await page.getByText(/You're offline\. Showing this order as saved on/).waitFor();
        await card.getByText("Show the lyrics", { exact: true }).click();
        await card
          .getByRole("region", { name: "Lyrics of Song for Rose Garden" })
          .getByText("Grandma Rose, the garden knows")
          .waitFor();
        await card.getByRole("button", { name: "Play Song for Rose Garden", exact: true }).click();
        await expect.poll(() => isPlaying(page)).toBe(true);
        await noSidewaysScroll(page);
      } finally {
        await buyer.session.context.setOffline(false);
      }

      // An admin sends the print to the print shop and ships it with its tracking number.
      const shipper = await signedInAdmin();
      try {
        await shipper.page.goto(new URL("/admin/shipping", baseUrl).href);
        const entry = shipper.page
          .getByRole("list", { name: "Orders to ship" })
          .getByRole("article", { name: "Order for Rose Garden" });
        await entry.getByText("12 Orchard Lane").waitFor();
        await entry.getByRole("button", { name: "Sent to Print" }).click();
        await entry.getByText("At the print shop").waitFor();
        await entry.getByRole("button", { name: "Shipped" }).click();
        await entry.getByLabel("Carrier").fill("UPS");
        await entry.getByLabel("Tracking number").fill(TRACKING);
        await entry.getByRole("button", { name: "Mark Shipped" }).click();
        await entry.getByText(`UPS, tracking number ${TRACKING}`).waitFor();
        expect(shipper.errors).toEqual([]);
      } finally {
        await shipper.session.close();
      }

      // The customer sees it shipped with its tracking, and can no longer change the address.
      await page.reload();
      await card.getByRole("list", { name: "Posted items" }).getByText(TRACKING).waitFor();
      expect(await card.getByRole("button", { name: "Change Address" }).count()).toBe(0);
      const mail = (await mailsAbout(orderId)).find((doc) => String(doc.get("message.text")).includes(TRACKING));
      expect(mail?.get("message.subject")).toBe("The framed lyrics print for Rose Garden is on its way");
      expect(buyer.errors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(error))).toEqual([]);
    } finally {
      await buyer.session.close();
    }
  });
});
