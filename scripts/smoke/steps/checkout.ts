/**
 * Paying as the new customer: the order the builder would send, Stripe's hosted checkout page paid
 * with the always-successful test card, the success page, then the order on the dashboard and in
 * `GET /api/orders`.
 */
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  formatCents,
  MESSAGES,
  ordersResponseSchema,
  type OrderView,
} from "@songs/domain";
import { songTitle } from "../../../src/orders/orderText";
import { payOnHostedCheckout, PAYING_CARD } from "../../site/hostedCheckout";
import type { SmokeContext } from "../smokeContext";
import { ensure } from "../stepReport";
import { SMOKE_NAME, type SignedInCustomer } from "./signUp";

/** How long Stripe may take to take the payment and send the browser back. */
const PAYMENT_TIMEOUT_MS = 60_000;

/** The order the smoke test pays for: no physical item (no shipping address), and a story that says what it is. */
const SMOKE_ORDER = checkoutRequestSchema.parse({
  occasion: "birthday",
  genre: "pop",
  recipientName: SMOKE_NAME,
  story: "This order is a smoke test of the deployed site, paid with a Stripe test card. Please cancel it.",
  keyMoments: "",
  package: "basic",
  addOns: [],
});

export async function payForOrder(
  context: SmokeContext,
  customer: SignedInCustomer,
): Promise<{ orderId: string; detail: string }> {
  const started = await context.api("/api/checkout", { method: "POST", body: SMOKE_ORDER, token: customer.idToken });
  const session = checkoutResponseSchema.safeParse(started.body);
  ensure(
    started.status === 200 && session.success && session.data.url,
    `POST /api/checkout answered ${started.status}: ${started.text.slice(0, 200)}`,
  );
  const { sessionId, url } = session.data;

  const { page } = customer;
  await page.goto(url);
  const paymentPage = new URL(page.url()).host;
  await payOnHostedCheckout(page, PAYING_CARD, customer.email);
  await page.waitForURL(
    (returned) => returned.pathname === "/payment-success" && returned.searchParams.get("session_id") === sessionId,
    { timeout: PAYMENT_TIMEOUT_MS },
  );
  await page.getByText(MESSAGES.orderCreated).first().waitFor();
  return {
    orderId: sessionId,
    detail: `paid with ${PAYING_CARD} on ${paymentPage}'s hosted checkout page; the success page confirmed order ${sessionId}`,
  };
}

export async function findOrder(context: SmokeContext, customer: SignedInCustomer, orderId: string): Promise<string> {
  const listed = await context.api("/api/orders", { token: customer.idToken });
  const orders = ordersResponseSchema.safeParse(listed.body);
  ensure(listed.status === 200 && orders.success, `GET /api/orders answered ${listed.status}`);
  const found: OrderView | undefined = orders.data.orders.find((candidate) => candidate.id === orderId);
  ensure(found, `GET /api/orders does not list order ${orderId}`);

  const { page } = customer;
  await page.goto(new URL("/dashboard", context.site).href);
  await page
    .getByRole("heading", { name: songTitle(found) })
    .first()
    .waitFor();
  return `GET /api/orders lists ${orderId} (${found.status}, ${formatCents(found.totalCents)}), and the dashboard shows "${songTitle(found)}"`;
}
