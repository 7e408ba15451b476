// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { Navigate, Route, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthBackend, fakeUser, signedInAs } from "../auth/testing/fakeAuthBackend";
import { setSessionHint } from "../auth/sessionHint";
import {
  PAYMENT_SESSION_WAIT_MS,
  PAYMENT_SESSION_WAIT_TRIES,
  MESSAGES,
  orderNumber,
  type OrderDraft,
} from "@songs/domain";
import { loadDraft, saveDraft } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import PaymentCancelledPage from "./PaymentCancelledPage";
import PaymentSuccessPage from "./PaymentSuccessPage";
import { redirectToCheckout } from "./checkout/redirectToCheckout";

vi.mock("./checkout/redirectToCheckout", () => ({ redirectToCheckout: vi.fn(() => "navigated") }));

const complete: OrderDraft = {
  occasion: "wedding",
  genre: "rock",
  artistId: null,
  recipientName: "Sam & Alex",
  story: "We met at a concert.",
  keyMoments: "",
  package: "deluxe",
  addOns: ["rush"],
};

const paid = {
  orderId: "cs_test_1",
  created: true,
  status: "paid",
  totalCents: 15400,
  recipientName: "Sam & Alex",
  package: "deluxe",
  dueAt: "2026-03-06T12:00:00.000Z",
};

function AuthProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <h1>Sign in, then back to {state?.from ? state.from.pathname + state.from.search : "nowhere"}</h1>;
}

const otherRoutes = (
  <>
    <Route path="/auth" element={<AuthProbe />} />
    <Route path="/order-builder" element={<h1>Order builder</h1>} />
  </>
);

describe("payment pages", () => {
  resetDeviceStorageForEachTest();
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(redirectToCheckout).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("payment success", () => {
    const route = "/payment-success?session_id=cs_test_1";
    const renderSuccess = (options: { route?: string; loadBackend?: ReturnType<typeof signedInAs> } = {}) =>
      renderWithProviders(<PaymentSuccessPage />, {
        route: options.route ?? route,
        path: "/payment-success",
        loadBackend: options.loadBackend,
        extraRoutes: otherRoutes,
      });

    it("says the payment session is invalid without a session id", async () => {
      renderSuccess({ route: "/payment-success" });
      expect(screen.getByRole("heading", { name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.invalidPaymentSession)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
      expect(screen.getByRole("link", { name: "Start New Order" })).toHaveAttribute("href", "/order-builder");
    });

    it("creates the order for a signed-in customer, shows it and clears the draft", async () => {
      await saveDraft(complete, 6);
      const fetchMock = stubApi({ "/api/payments/verify": paid });
      renderSuccess({ loadBackend: signedInAs() });
      expect(screen.getByText(MESSAGES.finalizingOrder)).toBeInTheDocument();
      expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.orderCreated })).toBeInTheDocument();
      // Said once, by the heading: no toast repeats it (and follows the customer to the dashboard).
      expect(screen.getAllByText(MESSAGES.orderCreated)).toHaveLength(1);
      const summary = within(screen.getByLabelText("Your order"));
      expect(summary.getByText("Sam & Alex")).toBeInTheDocument();
      expect(summary.getByText("Deluxe Package")).toBeInTheDocument();
      expect(summary.getByText("$154.00")).toBeInTheDocument();
      // The number people read aloud, the date the song is due, and the order's own page.
      expect(summary.getByText(orderNumber("cs_test_1"))).toBeInTheDocument();
      expect(summary.getByText("March 6, 2026")).toHaveAttribute("datetime", paid.dueAt);
      expect(screen.getByRole("link", { name: "View Your Order" })).toHaveAttribute(
        "href",
        "/dashboard/orders/cs_test_1",
      );
      expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({ sessionId: "cs_test_1" });
      await waitFor(async () => expect(await loadDraft()).toBeNull());
    });

    it("verifies a session once, however often the page mounts", async () => {
      const fetchMock = stubApi({ "/api/payments/verify": paid });
      const loadBackend = signedInAs();
      const first = renderWithProviders(
        <StrictMode>
          <PaymentSuccessPage />
        </StrictMode>,
        { route, path: "/payment-success", loadBackend },
      );
      expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.orderCreated })).toBeInTheDocument();
      first.unmount();

      renderSuccess({ loadBackend });
      expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.orderCreated })).toBeInTheDocument();
      expect(screen.getByText("$154.00")).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    describe("a previous user's payment on a shared device", () => {
      const signedInAsUid = (uid: string) => {
        setSessionHint(true);
        return fakeAuthBackend({ user: fakeUser({ uid }) }).loadBackend;
      };

      /** The customer u1 pays on this device: the success page verifies and keeps the payment. */
      async function payAsFirstCustomer() {
        stubApi({ "/api/payments/verify": paid });
        const first = renderSuccess({ loadBackend: signedInAsUid("u1") });
        expect(await screen.findByText("Sam & Alex")).toBeInTheDocument();
        first.unmount();
      }

      it("shows the kept payment again to the customer who paid, without asking the server", async () => {
        await payAsFirstCustomer();
        const fetchMock = stubApi({});
        renderSuccess({ loadBackend: signedInAsUid("u1") });
        expect(await screen.findByText("Sam & Alex")).toBeInTheDocument();
        expect(fetchMock).not.toHaveBeenCalled();
      });

      it("never shows it to a signed-out visitor opening the same address, through the whole wait for a session", async () => {
        await payAsFirstCustomer();
        setSessionHint(false);
        const fetchMock = stubApi({});
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        renderSuccess();
        await vi.waitUntil(() => vi.getTimerCount() > 0); // the page has looked on the device and started waiting
        for (let wait = 1; wait < PAYMENT_SESSION_WAIT_TRIES; wait++) {
          expect(screen.queryByText("Sam & Alex")).toBeNull();
          act(() => vi.advanceTimersByTime(PAYMENT_SESSION_WAIT_MS));
        }
        vi.useRealTimers();
        expect(screen.getByText(MESSAGES.signInToFinalize)).toBeInTheDocument();
        expect(screen.queryByText("Sam & Alex")).toBeNull();
        expect(fetchMock).not.toHaveBeenCalled();
      });

      it("never shows it to another customer, whom the server answers instead", async () => {
        await payAsFirstCustomer();
        const fetchMock = stubApi({});
        renderSuccess({ loadBackend: signedInAsUid("u2") });
        expect(await screen.findByText(MESSAGES.paymentVerificationFailed)).toBeInTheDocument();
        expect(screen.queryByText("Sam & Alex")).toBeNull();
        expect(fetchMock).toHaveBeenCalledTimes(1);
      });
    });

    it("waits for a login session, then keeps the draft and asks to sign in", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await saveDraft(complete, 6);
      const fetchMock = stubApi({});
      renderSuccess();
      expect(screen.getByText(MESSAGES.finalizingOrder)).toBeInTheDocument();
      await vi.waitUntil(() => vi.getTimerCount() > 0); // the page has started waiting
      for (let wait = 1; wait < PAYMENT_SESSION_WAIT_TRIES - 1; wait++) {
        act(() => vi.advanceTimersByTime(PAYMENT_SESSION_WAIT_MS));
      }
      expect(screen.getByText(MESSAGES.finalizingOrder)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(PAYMENT_SESSION_WAIT_MS));
      expect(screen.getByText(MESSAGES.signInToFinalize)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      vi.useRealTimers();

      expect(await loadDraft()).toEqual({ draft: complete, step: 6 });
      await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
      expect(
        await screen.findByRole("heading", { name: "Sign in, then back to /payment-success?session_id=cs_test_1" }),
      ).toBeInTheDocument();
    });

    it("welcomes the customer back after the login", async () => {
      stubApi({ "/api/payments/verify": paid });
      renderWithProviders(<PaymentSuccessPage />, {
        route: "/back",
        path: "/payment-success",
        loadBackend: signedInAs(),
        extraRoutes: <Route path="/back" element={<Navigate to={route} state={{ welcomeBack: true }} />} />,
      });
      expect(await screen.findByText(MESSAGES.welcomeBackFinalizing)).toBeInTheDocument();
      expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.orderCreated })).toBeInTheDocument();
    });

    it("asks to sign in when the verification says the session ended", async () => {
      stubApi({ "/api/payments/verify": () => jsonResponse(401, { error: { code: "unauthorized", message: "x" } }) });
      renderSuccess({ loadBackend: signedInAs() });
      expect(await screen.findByText(MESSAGES.signInToFinalize)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    });

    it("shows the verification failure with the ways home and to a new order, keeping the draft", async () => {
      await saveDraft(complete, 6);
      stubApi({
        "/api/payments/verify": () =>
          jsonResponse(409, { error: { code: "payment_incomplete", message: "The payment is not complete" } }),
      });
      renderSuccess({ loadBackend: signedInAs() });
      expect(await screen.findByText(MESSAGES.paymentVerificationFailed)).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Start New Order" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
      expect(await loadDraft()).toEqual({ draft: complete, step: 6 });
    });
  });

  describe("payment cancelled", () => {
    const renderCancelled = (loadBackend?: ReturnType<typeof signedInAs>) =>
      renderWithProviders(<PaymentCancelledPage />, {
        route: "/payment-cancelled",
        path: "/payment-cancelled",
        loadBackend,
        extraRoutes: otherRoutes,
      });

    it("offers to pay again, to return to the builder or home", () => {
      renderCancelled();
      expect(screen.getByRole("heading", { name: "Payment Cancelled" })).toBeInTheDocument();
      expect(screen.getByText(/No payment was taken/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Return to Order Builder" })).toHaveAttribute("href", "/order-builder");
      expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    });

    it("starts a new order when no saved order is found", async () => {
      renderCancelled(signedInAs());
      await userEvent.click(screen.getByRole("button", { name: "Try Payment Again" }));
      expect(await screen.findByRole("heading", { name: "Order builder" })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.orderDataNotFound)).toBeInTheDocument();
    });

    it("sends a signed-out customer to log in first", async () => {
      await saveDraft(complete, 6);
      renderCancelled();
      await userEvent.click(screen.getByRole("button", { name: "Try Payment Again" }));
      expect(
        await screen.findByRole("heading", { name: "Sign in, then back to /payment-cancelled" }),
      ).toBeInTheDocument();
    });

    it("opens a new checkout for the saved order", async () => {
      await saveDraft(complete, 6);
      const fetchMock = stubApi({
        "/api/checkout": { sessionId: "cs_test_2", url: "https://checkout.example/pay/cs_test_2" },
      });
      renderCancelled(signedInAs());
      await userEvent.click(screen.getByRole("button", { name: "Try Payment Again" }));
      await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith("https://checkout.example/pay/cs_test_2"));
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      const { artistId: _none, ...order } = complete;
      expect(JSON.parse(String(init.body))).toEqual(order);
    });

    it("says the retry failed and keeps the order", async () => {
      await saveDraft(complete, 6);
      stubApi({
        "/api/checkout": () => jsonResponse(502, { error: { code: "payment_provider_error", message: "x" } }),
      });
      renderCancelled(signedInAs());
      await userEvent.click(screen.getByRole("button", { name: "Try Payment Again" }));
      expect(await screen.findByText(MESSAGES.retryPaymentFailed)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Try Payment Again" })).toBeEnabled();
      expect(await loadDraft()).toEqual({ draft: complete, step: 6 });
    });
  });
});
