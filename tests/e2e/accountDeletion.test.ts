import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFollowUpKey, ACCOUNT_PRIVACY_MESSAGES, DELETED_CUSTOMER_LABEL } from "@songs/domain";
import { attemptSignIn, postAs, runScheduled, signIn } from "../support/api";
import { launchBrowser, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { eventually, PAYING_CARD, stackDb } from "../support/checkout";
import { createCompletedOrder, fetchFile } from "../support/customerOrders";
import { SWEEP } from "../support/lifecycleTime";
import { buildOrder, payOnCheckoutPage } from "../support/orderBuilder";
import { createTestUser, type TestUser } from "../support/users";

/**
 * A person's data, their call, in real Chromium at 360 px: a new customer orders, asks for their
 * data (the file holds their story), deletes their account after entering the password again,
 * cannot sign in again; the admins see the order without its personal fields; 30 days on, the
 * song file is gone.
 */
describe("downloading one's data and deleting one's account in the browser", { timeout: 300_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");
  let browser: BrowserSession;
  let customer: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createTestUser({ label: "leaving" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("orders, gets their data, deletes the account, and the song file goes 30 days later", async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(20_000);

    // A new customer orders a song and pays by card.
    await page.goto(new URL("/create", baseUrl).href);
    await buildOrder(page);
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await logIn(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === "/create");
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await payOnCheckoutPage(page, PAYING_CARD);
    await page.getByText("Order created successfully!").first().waitFor();
    // A song delivered on another order of theirs (its file is what waits 30 days).
    const songOrderId = await createCompletedOrder(
      { uid: customer.uid, email: customer.email, token: await signIn(customer.email, customer.password) },
      { recipientName: "Rose Baker" },
    );
    const songPath = (await stackDb().collection("orders").doc(songOrderId).get()).get("songPath") as string;
    const stream = await postAs<{ url: string }>(
      `/api/orders/${songOrderId}/stream`,
      await signIn(customer.email, customer.password),
    );
    expect((await fetchFile(stream.body.url)).status).toBe(200);

    // From the dashboard to their data: one request, emailed; the file holds their story.
    await page.goto(new URL("/dashboard", baseUrl).href);
    await page.getByRole("link", { name: "Your data and account" }).click();
    await page.waitForURL(`${baseUrl}/dashboard/account`);
    await page.getByRole("button", { name: "Download my data" }).click();
    await page.getByRole("status").filter({ hasText: ACCOUNT_PRIVACY_MESSAGES.exportRequested }).waitFor();
    await runScheduled(SWEEP);
    const mails = await eventually(
      () => stackDb().collection("mail").where("uid", "==", customer.uid).get(),
      (found) => found.docs.some((doc) => doc.id.startsWith("data-export-")),
      "the data's email",
    );
    const text = mails.docs.find((doc) => doc.id.startsWith("data-export-"))!.get("message.text") as string;
    const file = (await (await fetch(/https?:\/\/\S+/.exec(text)![0])).json()) as {
      orders: { id: string; story: string }[];
    };
    expect(file.orders.find((order) => order.id === orderId)?.story).toBe(
      "She taught me to bake bread on Sunday mornings, flour on every surface.",
    );

    // Deleting: what will happen, then the password again (a wrong one is refused).
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account" });
    await dialog.getByText("Your reviews stay, signed").waitFor();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(ACCOUNT_PRIVACY_MESSAGES.wrongPassword).waitFor();
    await dialog.getByLabel("Your password").fill(customer.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText(ACCOUNT_PRIVACY_MESSAGES.deleted).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // They cannot sign in again.
    expect((await attemptSignIn(customer.email, customer.password)).ok).toBe(false);
    await page.goto(new URL("/auth", baseUrl).href);
    await logIn(page, customer.email, customer.password);
    await page.getByRole("alert").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    // The admins see the order, without the personal fields.
    const admin = await createEnrolledAdmin();
    const adminTab = await browser.newPage({ viewport: PHONE });
    adminTab.page.setDefaultTimeout(20_000);
    await adminTab.page.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(adminTab.page, admin);
    await adminTab.page.getByLabel("Search orders").fill(orderId);
    const row = adminTab.page.getByRole("row").filter({ hasText: DELETED_CUSTOMER_LABEL });
    await row.first().waitFor();
    expect(await row.first().textContent()).not.toContain("Grandma Rose");
    expect(await row.first().textContent()).not.toContain(customer.email);

    // 30 days on, the song's file is deleted.
    const purge = await stackDb()
      .collection("followUps")
      .where("orderId", "==", accountFollowUpKey(customer.uid))
      .where("kind", "==", "purge_account_files")
      .get();
    await purge.docs[0]!.ref.update({ dueAt: Timestamp.fromMillis(Date.now() - 1000) });
    await runScheduled(SWEEP);
    expect((await fetchFile(stream.body.url)).status).toBe(404);
    expect(songPath).toBeTruthy();
    expect((await stackDb().collection("orders").doc(songOrderId).get()).get("songPath")).toBeNull();
  });
});
