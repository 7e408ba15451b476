import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_PUBLIC_REVIEWS_PAGE } from "@songs/domain";
import { stackFirestore } from "../support/adminSession";
import { launchBrowser, waitForHydration, type BrowserSession } from "../support/browser";

/** More anniversary reviews than one page holds, newer than every seeded one. */
const REVIEW_IDS = Array.from({ length: MAX_PUBLIC_REVIEWS_PAGE + 7 }, () => `show_more_${randomUUID()}`);

describe("Show more on /reviews in the browser", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    const batch = stackFirestore().batch();
    const newest = Timestamp.now().toMillis() + 120_000;
    REVIEW_IDS.forEach((id, index) =>
      batch.set(stackFirestore().collection("reviews").doc(id), {
        userId: "show-more-test",
        orderId: id,
        artistId: null,
        rating: 4,
        comment: `Anniversary song number ${index + 1}`,
        customerName: "Sam R.",
        occasion: "anniversary",
        approved: true,
        rejected: false,
        isPublic: true,
        createdAt: Timestamp.fromMillis(newest - index * 1000),
      }),
    );
    await batch.commit();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    const batch = stackFirestore().batch();
    for (const id of REVIEW_IDS) batch.delete(stackFirestore().collection("reviews").doc(id));
    await batch.commit();
  });

  it("appends the next page of the filter and moves focus to the first new review", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(new URL("/reviews", inject("baseUrl")).href);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Anniversary" }).click();
    const cards = page.getByRole("list", { name: "Reviews" }).locator(":scope > li");
    await cards.first().getByText("“Anniversary song number 1”").waitFor();
    expect(await cards.count()).toBe(MAX_PUBLIC_REVIEWS_PAGE);

    await page.getByRole("button", { name: "Show more reviews" }).click();
    const firstNew = cards.nth(MAX_PUBLIC_REVIEWS_PAGE).getByRole("figure");
    await firstNew.getByText(`“Anniversary song number ${MAX_PUBLIC_REVIEWS_PAGE + 1}”`).waitFor();
    expect(await firstNew.evaluate((figure) => figure === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Show more reviews" }).waitFor({ state: "detached" });
    const comments = await cards.locator("blockquote").allTextContents();
    expect(new Set(comments).size).toBe(comments.length);
    expect(comments.filter((comment) => comment.startsWith("“Anniversary song number"))).toHaveLength(
      REVIEW_IDS.length,
    );
    expect(errors).toEqual([]);
  });
});
