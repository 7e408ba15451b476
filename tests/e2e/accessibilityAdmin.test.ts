import { getAuth } from "firebase-admin/auth";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { stackAdminApp } from "../support/adminSession";
import { api } from "../support/api";
import { routesOpenedBy, waitForSettledScreen } from "../support/axe";
import { enableTwoFactor, logIn, logInFromAuthPage } from "../support/browserSignIn";
import { createCompletedOrder, createCustomer, TEST_ADDRESS } from "../support/customerOrders";
import { createTestUser, type TestUser } from "../support/users";
import { pdfPageCount } from "../support/printedPages";
import { describeAtEachSize } from "../support/screenSizes";

/** The customer whose review waits for moderation, so the reject confirmation can open. */
const REVIEWER = "Robin Reviewer";

/**
 * WCAG 2.2 AA (axe-core) on the admin's screens, at phone size and at desktop width: two-factor
 * setup, then every admin screen signed in with two-factor, the admin dialogs (order details,
 * reject a review, delete a sample), a form's validation errors and a search with no results.
 */
describe("accessibility of the admin's screens", { timeout: 240_000 }, () => {
  const baseUrl = inject("baseUrl");
  /** A released order owing a framed lyrics print: the "To Ship" queue and its lyrics sheet have something to show. */
  let printOrderId: string;

  beforeAll(async () => {
    const reviewer = await createCustomer();
    printOrderId = await createCompletedOrder(reviewer, {
      recipientName: "Parker Print",
      addOns: ["lyrics-print"],
      shippingAddress: TEST_ADDRESS,
    });
    const orderId = await createCompletedOrder(reviewer, { recipientName: "Jordan Reviewer" });
    const review = {
      orderId,
      customerName: REVIEWER,
      rating: 5,
      comment: "A song our whole family now sings on road trips.",
    };
    expect((await api("/api/reviews", { method: "POST", token: reviewer.token, body: review })).status).toBe(201);
  });

  describeAtEachSize((audit, tab) => {
    let admin: TestUser;

    /** Opens `path` and checks it once its data is there. */
    async function checkScreen(path: string) {
      await tab.page.goto(new URL(path, baseUrl).href);
      await tab.page.locator("main h1").first().waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, path, path);
    }

    /** Opens a confirmation or details dialog with `opener`, checks it, and closes it with Escape. */
    async function checkDialog(opener: string | RegExp, screen: string) {
      await tab.page.getByRole("button", { name: opener }).first().click();
      const dialog = tab.page.getByRole("dialog");
      await dialog.waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, screen);
      await tab.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }

    beforeAll(async () => {
      admin = await createTestUser({ label: "a11y-admin" });
      await getAuth(stackAdminApp()).setCustomUserClaims(admin.uid, { admin: true });
      await logInFromAuthPage(tab.page, baseUrl, admin, "/mfa-setup");
    });

    it("passes on the two-factor setup", async () => {
      await tab.page.getByLabel("Secret key").waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/mfa-setup", "/mfa-setup");
      await enableTwoFactor(tab.page);
      await tab.page.waitForURL(`${baseUrl}/admin/operations`);
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the orders, an order's details and a search with no results", async () => {
      await checkScreen("/admin/orders");
      await checkDialog(/^View order for /, "admin order details dialog");
      await tab.page.getByLabel("Search orders").fill("no order has this name");
      await tab.page.getByText("No orders match your search.").waitFor();
      await audit.check(tab.page, "/admin/orders search with no results");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the reviews and the reject confirmation", async () => {
      await checkScreen("/admin/reviews");
      await checkDialog(`Reject review by ${REVIEWER}`, "reject review confirmation");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the samples, the delete confirmation and the sample form's validation errors", async () => {
      await checkScreen("/admin/samples");
      await checkDialog(/^Delete /, "delete sample confirmation");
      await tab.page.getByRole("button", { name: "Upload Sample" }).click();
      await tab.page.locator('[aria-invalid="true"]').first().waitFor();
      await audit.check(tab.page, "/admin/samples form with validation errors");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the security dashboard and each of its tabs", async () => {
      await checkScreen("/admin/security");
      for (const alertTab of ["Security Events", "File Validations"]) {
        await tab.page.getByRole("tab", { name: alertTab }).click();
        await waitForSettledScreen(tab.page);
        await audit.check(tab.page, `/admin/security ${alertTab} tab`);
      }
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the Operations page", async () => {
      await checkScreen("/admin/operations");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the artists' accounts and the invite dialog", async () => {
      await checkScreen("/admin/artists");
      await checkDialog(/^Invite /, "invite artist dialog");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the song check of submitted songs and its send-back notes", async () => {
      await checkScreen("/admin/song-checks");
      await checkDialog("Send Back", "send a song back dialog");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the To Ship queue, its shipping form and a print-ready lyrics sheet", async () => {
      await checkScreen("/admin/shipping");
      const entry = tab.page.getByRole("article", { name: "Order for Parker Print" });
      await entry.getByRole("button", { name: "Shipped" }).click();
      await entry.getByRole("button", { name: "Mark Shipped" }).click();
      await entry.locator('[aria-invalid="true"]').first().waitFor();
      // Back to the top: scrolled to the form, the entry above it sits under the sticky header,
      // which axe counts as an obscured target whatever the screen.
      await tab.page.evaluate(() => window.scrollTo(0, 0));
      await audit.check(tab.page, "/admin/shipping shipping form with validation errors");
      await tab.page.goto(new URL(`/admin/shipping/${printOrderId}/sheet`, baseUrl).href);
      await tab.page.getByText("Parker Print").first().waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/admin/shipping/:orderId/sheet", "/admin/shipping/:orderId/sheet");
      expect(audit.takeFindings()).toEqual([]);
      // Printed, the sheet is one page on either paper (no blank second page).
      for (const paper of ["A4", "US Letter"]) {
        await tab.page.getByLabel("Paper").selectOption({ label: paper });
        const pdf = await tab.page.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdfPageCount(pdf), paper).toBe(1);
      }
    });

    it("passes on the artists' earnings, the payouts, the promotions and the samples to approve", async () => {
      await checkScreen("/admin/earnings");
      await checkScreen("/admin/payouts");
      await checkScreen("/admin/promotions");
      await checkScreen("/admin/sample-submissions");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the business at a glance: its charts, figures and tables", async () => {
      await checkScreen("/admin");
      await tab.page.locator('svg[data-chart="orders-per-day"]').waitFor();
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the artist photos and payment setup screens", async () => {
      await checkScreen("/upload-artist-photos");
      await checkScreen("/stripe-setup");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the code prompt of an admin who signs in again", async () => {
      await tab.page.goto(new URL("/dashboard", baseUrl).href);
      await tab.page.getByRole("button", { name: /^log out$/i }).click();
      await tab.page.waitForURL(`${baseUrl}/`);
      // Asked at sign-in, on /auth, before the admin goes anywhere.
      await tab.page.goto(new URL("/auth", baseUrl).href);
      await logIn(tab.page, admin.email, admin.password);
      await tab.page.getByRole("heading", { name: "Enter your authentication code" }).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "two-factor code prompt");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("checked every route the route table lets admins open", async () => {
      expect([...audit.checkedRoutes].sort()).toEqual(await routesOpenedBy("admin"));
    });
  });
});
