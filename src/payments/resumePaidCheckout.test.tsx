// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { Route } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { signedInAs } from "../auth/testing/fakeAuthBackend";
import { loadPendingCheckout, savePendingCheckout } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import PaymentSuccessPage from "./PaymentSuccessPage";
import ResumePaidCheckout from "./ResumePaidCheckout";

const paid = {
  orderId: "cs_test_1",
  created: false,
  status: "paid",
  totalCents: 4999,
  recipientName: "Sam & Alex",
  package: "premium",
  dueAt: "2026-03-06T12:00:00.000Z",
};

/** The app's home with the check mounted for the signed-in customer "u1", as the shell mounts it. */
const renderHome = () =>
  renderWithProviders(<ResumePaidCheckout uid="u1" />, {
    route: "/",
    path: "/",
    loadBackend: signedInAs(),
    extraRoutes: <Route path="/payment-success" element={<PaymentSuccessPage />} />,
  });

describe("resuming a paid checkout after a sign-in", () => {
  resetDeviceStorageForEachTest();
  beforeEach(() => localStorage.clear());

  it("confirms the customer's paid checkout, shows its success screen and forgets it", async () => {
    await savePendingCheckout("cs_test_1", "u1");
    const fetchMock = stubApi({ "/api/payments/verify": paid });
    renderHome();
    expect(await screen.findByRole("heading", { name: MESSAGES.orderCreated })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/payment-success?session_id=cs_test_1");
    expect(screen.getByText("Sam & Alex")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await loadPendingCheckout("u1")).toBeNull();
  });

  it("forgets a checkout that was not paid after asking once, and stays where the customer is", async () => {
    await savePendingCheckout("cs_test_1", "u1");
    const fetchMock = stubApi({
      "/api/payments/verify": () =>
        jsonResponse(409, { error: { code: "payment_incomplete", message: "This payment is not complete" } }),
    });
    renderHome();
    await waitFor(async () => expect(await loadPendingCheckout("u1")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });
});
