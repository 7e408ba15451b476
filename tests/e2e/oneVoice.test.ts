import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "../support/api";
import { adminIdToken } from "../support/adminSession";
import { launchBrowser, PHONE, DESKTOP, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { newCustomer, type Customer } from "../support/checkout";
import { createCompletedOrder, createOrder } from "../support/customerOrders";
import { openOrderFromDashboard } from "../support/customerOrderPage";
import { cancelAsAdmin, mailsAbout, paidOrder, studioArtist } from "../support/paidOrders";
import type { TestArtist } from "../support/artists";

/**
 * One voice, in real Chromium: for orders in several phases (offered to an artist, being made,
 * delivered, cancelled), the customer's row and order page, the artist's studio, the admins' list
 * and order and the emails each person got say the same status and next step. And the dashboard
 * of a customer with 19 orders stays short on a 360 px phone.
 */

const SLOW = { timeout: 240_000 };
const baseUrl = inject("baseUrl");

interface Said {
  label: string;
  next: string;
}

const browsers: BrowserSession[] = [];
let customer: Customer;
let artist: TestArtist;
const orders = { offered: "", making: "", delivered: "", cancelled: "" };

/** A person's own browser, signed in. */
async function signedIn(email: string, password: string, viewport = PHONE): Promise<Page> {
  const browser = await launchBrowser({ viewport });
  browsers.push(browser);
  const { page } = await browser.newPage({ viewport });
  page.setDefaultTimeout(30_000);
  await page.goto(new URL("/auth", baseUrl).href);
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/auth");
  return page;
}

/** What an order's status group says: its label and its next step. */
async function saidIn(scope: Locator): Promise<Said> {
  const status = scope.getByRole("group", { name: "Status" }).first();
  await status.waitFor();
  return {
    label: (await status.getAttribute("data-status")) ?? "",
    next: ((await status.locator("[data-next]").first().textContent()) ?? "").trim(),
  };
}

/** The "Status:" lines of the emails about an order (each audience's words are its own). */
async function emailedStatuses(orderId: string): Promise<string[]> {
  return (await mailsAbout(orderId)).flatMap(
    (mail) => ((mail.get("message.text") as string).match(/^Status: .*$/gm) ?? []) as string[],
  );
}

const statusLine = (said: Said) => `Status: ${said.label}. ${said.next}`;

beforeAll(async () => {
  [customer, artist] = await Promise.all([newCustomer("one-voice"), studioArtist()]);
  const admin = await adminIdToken();
  orders.offered = await paidOrder(customer, { artistId: artist.artistId, recipientName: "Olive Offered" });
  orders.making = await paidOrder(customer, { artistId: artist.artistId, recipientName: "Milo Making" });
  expect(
    (await api(`/api/studio/orders/${orders.making}/accept`, { method: "POST", token: artist.idToken, body: {} }))
      .status,
  ).toBe(200);
  orders.cancelled = await paidOrder(customer, { recipientName: "Cora Cancelled" });
  expect((await cancelAsAdmin(admin, orders.cancelled)).status).toBe(200);
  orders.delivered = await createCompletedOrder(customer, { recipientName: "Dana Delivered" });
}, 180_000);

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

describe("every screen and email says the same status and next step", SLOW, () => {
  it("to the customer: the row, the order's page and the emails", async () => {
    const phone = await signedIn(customer.email, customer.password);
    const expected: Record<keyof typeof orders, [string, string]> = {
      offered: ["Olive Offered", "Paid"],
      making: ["Milo Making", "In Progress"],
      delivered: ["Dana Delivered", "Completed"],
      cancelled: ["Cora Cancelled", "Cancelled"],
    };
    for (const [phase, [recipient, label]] of Object.entries(expected) as [keyof typeof orders, [string, string]][]) {
      await phone.goto(new URL("/dashboard", baseUrl).href);
      const row = phone
        .getByRole("list", { name: "Your orders" })
        .getByRole("article", { name: `Song for ${recipient}` });
      const onRow = await saidIn(row);
      expect(onRow.label, phase).toBe(label);
      // One status on the row: no second badge or progress line.
      expect(await row.getByRole("group", { name: "Status" }).count()).toBe(1);

      const page = await openOrderFromDashboard(phone, baseUrl, `Song for ${recipient}`);
      expect(await saidIn(page), phase).toEqual(onRow);
      expect(phone.url()).toBe(`${baseUrl}/dashboard/orders/${orders[phase]}`);
      await page
        .getByText(/^Order [2-9A-Z]{3}-[2-9A-Z]{3}/)
        .first()
        .waitFor();
    }
    // The email sent at each moment says what the screens said then and say now.
    const confirmation = await emailedStatuses(orders.offered);
    expect(confirmation).toContain("Status: Paid. We are matching your story with an artist.");
    await phone.goto(new URL("/dashboard", baseUrl).href);
    const cancelledRow = phone.getByRole("article", { name: "Song for Cora Cancelled" });
    expect(await emailedStatuses(orders.cancelled)).toContain(statusLine(await saidIn(cancelledRow)));
    const deliveredRow = phone.getByRole("article", { name: "Song for Dana Delivered" });
    expect(await emailedStatuses(orders.delivered)).toContain(statusLine(await saidIn(deliveredRow)));
  });

  it("to the artist: the studio's queue, the order in the studio and their emails", async () => {
    const phone = await signedIn(artist.email, artist.password);
    await phone.goto(new URL("/studio", baseUrl).href);
    const offered = phone
      .getByRole("list", { name: "Offered" })
      .getByRole("listitem")
      .filter({ hasText: "Olive Offered" });
    const inQueue = await saidIn(offered);
    expect(inQueue).toEqual({ label: "Offered", next: "Accept or decline this offer." });
    expect(await emailedStatuses(orders.offered)).toContain(statusLine(inQueue));
    await offered.getByRole("link", { name: "Song for Olive Offered" }).click();
    await phone.waitForURL(`${baseUrl}/studio/orders/${orders.offered}`);
    expect(await saidIn(phone.getByRole("main"))).toEqual(inQueue);

    await phone.goto(new URL("/studio", baseUrl).href);
    await phone.getByRole("tab", { name: "In progress" }).click();
    const making = phone
      .getByRole("list", { name: "In progress" })
      .getByRole("listitem")
      .filter({ hasText: "Milo Making" });
    expect(await saidIn(making)).toEqual({ label: "In progress", next: "Make the song and hand it in." });
  });

  it("to the admins: the order list and the order's details", async () => {
    const admin = await createEnrolledAdmin("one-voice-admin");
    const browser = await launchBrowser({ viewport: DESKTOP });
    browsers.push(browser);
    const { page } = await browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(30_000);
    await page.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(page, admin);
    const expected: [string, Said][] = [
      ["Olive Offered", { label: "Offered", next: "Waiting for an artist to accept." }],
      ["Milo Making", { label: "In progress", next: "The artist is making the song." }],
      ["Dana Delivered", { label: "Completed", next: "The customer has the song." }],
      ["Cora Cancelled", { label: "Cancelled", next: "This order was cancelled." }],
    ];
    for (const [recipient, said] of expected) {
      await page.getByLabel("Search orders").fill(recipient);
      const row = page.getByRole("row").filter({ hasText: recipient });
      await row.waitFor();
      expect(await saidIn(row), recipient).toEqual(said);
      await row.getByRole("button", { name: /^View/ }).click();
      const dialog = page.getByRole("dialog");
      expect(await saidIn(dialog), recipient).toEqual(said);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
  });
});

describe("the dashboard of a customer with many orders", SLOW, () => {
  it("stays under 4,000 px tall at 360 px with 19 orders, each row one status", async () => {
    // Fifteen more, in the admins' queue and delivered, beside the four above.
    for (let index = 0; index < 15; index += 1) {
      const fields = { recipientName: `Guest ${index + 1}`, createdAt: new Date(Date.now() - (index + 1) * 3_600_000) };
      if (index % 3 === 0) await createCompletedOrder(customer, fields);
      else await createOrder(customer, fields);
    }
    const phone = await signedIn(customer.email, customer.password);
    const rows = phone.getByRole("list", { name: "Your orders" }).getByRole("article");
    await expect.poll(() => rows.count()).toBe(19);
    const height = await phone.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await phone.getByRole("group", { name: "Status" }).count()).toBe(19);
  });
});
