import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localDateAndTime } from "@songs/domain";
import { runScheduled } from "../support/api";
import { launchBrowser, PHONE, type BrowserSession } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { eventually, newCustomer, stackDb, type Customer } from "../support/checkout";
import { createCompletedOrder } from "../support/customerOrders";
import { mailIdsLike, moveGiftTo } from "../support/gifts";
import { deliverFollowUpTask, followUpsOf, SWEEP } from "../support/lifecycleTime";
import { openOrderFromDashboard } from "../support/customerOrderPage";

/**
 * A gift scheduled 300 days ahead in the browser, at 360 px: beyond Cloud Tasks' 30-day horizon
 * it waits with no task, and sweeps while it is far off leave it be; the test moves the clock to
 * a few seconds before its moment, the sweep (twice at once) queues its task, and it arrives once,
 * a repeated task and later sweeps changing nothing; the customer's order then says "Sent".
 */

const SLOW = { timeout: 240_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const RECIPIENT = "Hazel Winter";
const baseUrl = inject("baseUrl");

let browser: BrowserSession;
let customer: Customer;
let orderId: string;

beforeAll(async () => {
  customer = await newCustomer("gift-far-ahead");
  orderId = await createCompletedOrder(customer, { recipientName: RECIPIENT });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function openOrderDetails(page: Page): Promise<void> {
  await openOrderFromDashboard(page, baseUrl, new RegExp(RECIPIENT));
}

describe("a gift scheduled 300 days ahead", SLOW, () => {
  it("waits beyond the task queue's horizon, is queued by the sweep as its time nears, and arrives exactly once", async () => {
    browser = await launchBrowser({ viewport: PHONE });
    const { page: phone, errors } = await browser.newPage({ viewport: PHONE });
    phone.setDefaultTimeout(30_000);
    await phone.goto(new URL("/auth", baseUrl).href);
    await logIn(phone, customer.email, customer.password);
    await phone.waitForURL(`${baseUrl}/dashboard`);

    await openOrderDetails(phone);
    await phone.getByRole("button", { name: "Send it to them" }).click();
    const farAhead = localDateAndTime(new Date(Date.now() + 300 * DAY_MS), "UTC");
    await phone.getByLabel("Recipient's email").fill("hazel.winter@example.com");
    await phone.getByLabel("From (your name as they will see it)").fill("Ada");
    await phone.getByLabel("Their time zone").selectOption("UTC");
    await phone.getByLabel("Day it arrives").fill(farAhead.date);
    await phone.getByLabel("Time it arrives (their time)").fill(farAhead.time);
    await phone.getByRole("button", { name: "Schedule delivery" }).click();
    await phone.getByText(/^Scheduled for /).waitFor();

    const [sendId] = [...(await followUpsOf(orderId))]
      .filter(([, followUp]) => followUp.kind === "send_gift")
      .map(([id]) => id);
    expect(sendId).toBeDefined();
    const followUp = () => stackDb().collection("followUps").doc(sendId!).get();
    // No task for it yet (Cloud Tasks refuses over 30 days ahead), and a sweep while it is far off leaves it be.
    expect((await followUp()).get("awaitsQueue")).toBe(true);
    await runScheduled(SWEEP);
    expect((await followUp()).get("awaitsQueue")).toBe(true);
    expect(await mailIdsLike(orderId, `gift-${orderId}-`)).toEqual([]);

    // The clock moves on to a few seconds before its moment: two sweeps at once queue its task once, and the task sends it.
    await moveGiftTo(orderId, Date.now() + 5_000);
    await Promise.all([runScheduled(SWEEP), runScheduled(SWEEP)]);
    expect((await followUp()).get("awaitsQueue")).toBe(false);
    const sent = await eventually(
      () => mailIdsLike(orderId, `gift-${orderId}-`),
      (ids) => ids.length > 0,
      "the gift's email",
    );
    expect(sent).toHaveLength(1);
    expect((await stackDb().collection("mail").doc(sent[0]!).get()).get("to")).toBe("hazel.winter@example.com");

    // A repeated task and later sweeps change nothing.
    await Promise.all([runScheduled(SWEEP), runScheduled(SWEEP), deliverFollowUpTask(sendId!)]);
    expect(await mailIdsLike(orderId, `gift-${orderId}-`)).toHaveLength(1);
    expect((await followUp()).get("state")).toBe("done");

    // The customer's order says it went.
    await openOrderDetails(phone);
    await phone
      .getByRole("main")
      .getByText(/^Sent /)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
