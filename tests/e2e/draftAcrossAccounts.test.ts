import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Timestamp } from "firebase-admin/firestore";
import { MESSAGES } from "@songs/domain";
import { stackFirestore } from "../support/adminSession";
import { phoneDevices } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { buildOrder, stepTitle } from "../support/orderBuilder";
import { createTestUser } from "../support/users";

/**
 * An unfinished order on a 360 px phone across the account's moments: a new customer who signs up
 * while ordering comes back to the order after verifying their email (in another tab, or from
 * another device) and logging in for the first time; logging out never removes it without a word.
 */
describe("an unfinished order across sign-up, verification, login and logout", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const phones = phoneDevices();
  /** A new browser profile: one phone. */
  const newPhone = phones.open;

  /** The verification link of the account sign-up made for `email`, as emailed. */
  const verificationLink = async (email: string) => {
    const mail = stackFirestore().collection("mail").where("to", "==", email);
    await expect.poll(async () => (await mail.get()).size).toBeGreaterThan(0);
    const text = (await mail.get()).docs[0]!.get("message.text") as string;
    const link = text
      .split("\n")
      .find((line) => line.startsWith(`${baseUrl}/auth?`) && line.includes("mode=verifyEmail"));
    expect(link, text).toBeDefined();
    return link!;
  };

  /** Builds an order as a visitor, completes it, and signs up on the way to sign-in. */
  const orderThenSignUp = async (page: Page, recipientName: string) => {
    const account = {
      fullName: "Robin Newcomer",
      email: `newcomer-${randomUUID().slice(0, 12)}@example.com`,
      password: `pass-${randomUUID().slice(0, 8)}`,
    };
    await page.goto(new URL("/create", baseUrl).href);
    await buildOrder(page, { recipientName });
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill(account.fullName);
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText(MESSAGES.accountCreated).waitFor();
    return account;
  };

  /** The builder's review step, showing the order built before signing up. */
  const expectOrderToComplete = async (page: Page, recipientName: string) => {
    await page.waitForURL(`${baseUrl}/create`);
    await stepTitle(page, "Review").waitFor();
    await page.getByText(recipientName).first().waitFor();
    await page.getByText(MESSAGES.welcomeBackCompleteOrder).first().waitFor();
    await page.getByRole("button", { name: "Complete Order" }).waitFor();
  };

  afterAll(async () => {
    await phones.closeAll();
  });

  it("brings a new customer who verifies in another tab back to the order at their first login", async () => {
    const { device, page, errors } = await newPhone();
    const account = await orderThenSignUp(page, "Nana Jo");

    // The emailed link opens in a new tab of the same phone.
    const linkTab = (await device.newPage()).page;
    linkTab.setDefaultTimeout(30_000);
    await linkTab.goto(await verificationLink(account.email));
    await linkTab.getByText(MESSAGES.emailVerified).waitFor();
    expect(await linkTab.getByLabel("Email", { exact: true }).inputValue()).toBe(account.email);
    await linkTab.getByLabel("Password", { exact: true }).fill(account.password);
    await linkTab.getByRole("button", { name: "Log in", exact: true }).click();
    await expectOrderToComplete(linkTab, "Nana Jo");
    expect(errors).toEqual([]);
  });

  it("sends the verification email again mid-order, keeps the email in the form, and reaches the review after verifying", async () => {
    const { page, errors } = await newPhone();
    const account = await orderThenSignUp(page, "Aunt Bea");
    const email = page.getByLabel("Email", { exact: true });
    expect(await email.inputValue()).toBe(account.email);

    // Where verification is asked right after signing up: the email again.
    await page.getByRole("button", { name: "Send the email again" }).click();
    await page.getByRole("status").getByText(`We sent the email again to ${account.email}`).waitFor();
    const mails = stackFirestore().collection("mail").where("to", "==", account.email);
    await expect.poll(async () => (await mails.get()).size).toBe(2);

    // Logging in before verifying is refused, with the same action, and the email stays typed in.
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText(MESSAGES.emailNotVerified).waitFor();
    expect(await email.inputValue()).toBe(account.email);
    await page.getByRole("button", { name: "Send the email again" }).click();
    await page.getByRole("status").getByText(`We sent the email again to ${account.email}`).waitFor();
    await expect.poll(async () => (await mails.get()).size).toBe(3);

    // The newest link verifies (opened on this phone); the order waits at its review step after the login.
    const newest = (await mails.get()).docs
      .sort((a, b) => (a.get("createdAt") as Timestamp).toMillis() - (b.get("createdAt") as Timestamp).toMillis())
      .at(-1)!
      .get("message.text") as string;
    const link = newest.split("\n").find((line) => line.includes("mode=verifyEmail"))!;
    await page.goto(link);
    await page.getByText(MESSAGES.emailVerified).waitFor();
    expect(await email.inputValue()).toBe(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expectOrderToComplete(page, "Aunt Bea");
    // The one refused sign-in (email not verified yet) is the only error the browser logged.
    expect(errors.filter((error) => !error.includes("accounts:signInWithPassword"))).toEqual([]);
    expect(errors.filter((error) => error.includes("accounts:signInWithPassword"))).toHaveLength(1);
  });

  it("brings a new customer who verifies from another device back to the order at their first login", async () => {
    const { page } = await newPhone();
    const account = await orderThenSignUp(page, "Uncle Teo");

    const other = await newPhone();
    await other.page.goto(await verificationLink(account.email));
    await other.page.getByText(MESSAGES.emailVerified).waitFor();

    // Back on the first phone, later: the site opened anew, and Login from the menu.
    await page.goto(new URL("/", baseUrl).href);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await logIn(page, account.email, account.password);
    await expectOrderToComplete(page, "Uncle Teo");
  });

  it("asks before logging out would remove an unfinished order, and keeps it on Stay Logged In", async () => {
    const customer = await createTestUser({ label: "unfinished" });
    const { page } = await newPhone();
    await page.goto(new URL("/auth", baseUrl).href);
    await logIn(page, customer.email, customer.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.goto(new URL("/create", baseUrl).href);
    await buildOrder(page, { recipientName: "Cousin Ada" });

    const logOutFromMenu = async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).click();
    };
    await logOutFromMenu();
    const confirm = page.getByRole("dialog", { name: "Log out of this device?" });
    await confirm.getByText(/Your unfinished order \(a song for Cousin Ada\)/).waitFor();
    await confirm.getByRole("button", { name: "Stay Logged In" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.reload();
    await stepTitle(page, "Review").waitFor();
    await page.getByText("Cousin Ada").first().waitFor();

    await logOutFromMenu();
    await confirm.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" }).waitFor();
  });
});
