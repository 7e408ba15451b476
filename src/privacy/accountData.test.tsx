// @vitest-environment jsdom
import "fake-indexeddb/auto";
import userEvent from "@testing-library/user-event";
import { screen, waitFor } from "@testing-library/react";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_PRIVACY_MESSAGES, openOrdersOnDeletion } from "@songs/domain";
import { SignInError } from "../auth/signInError";
import { fakeAuthBackend, fakeUser } from "../auth/testing/fakeAuthBackend";
import { setSessionHint } from "../auth/sessionHint";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../test/support/renderWithProviders";
import AccountDataPage from "./AccountDataPage";

function renderPage(confirmPassword: (password: string) => Promise<void> = async () => undefined) {
  setSessionHint(true);
  const { backend, loadBackend } = fakeAuthBackend({ user: fakeUser(), confirmPassword });
  renderWithProviders(<AccountDataPage />, {
    route: "/dashboard/account",
    path: "/dashboard/account",
    loadBackend,
    extraRoutes: <Route path="/" element={<h1>Home</h1>} />,
  });
  return backend;
}

describe("your data and account", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks for a copy of one's data and says what happens, or why it cannot be asked again today", async () => {
    const user = userEvent.setup();
    let asked = 0;
    stubApi({
      "/api/account/data-export": () =>
        (asked += 1) === 1
          ? jsonResponse(202, {
              message: ACCOUNT_PRIVACY_MESSAGES.exportRequested,
              nextAllowedAt: "2026-05-02T09:00:00.000Z",
            })
          : jsonResponse(429, { error: { code: "rate_limited", message: ACCOUNT_PRIVACY_MESSAGES.exportTooSoon } }),
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText(ACCOUNT_PRIVACY_MESSAGES.exportRequested)).toHaveAttribute("role", "status");
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText(ACCOUNT_PRIVACY_MESSAGES.exportTooSoon)).toHaveAttribute("role", "alert");
  });

  it("says what deleting does, asks for the password again, then deletes, signs out and goes home", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "/api/account/open-orders": { count: 2 },
      "/api/account/deletion": { message: ACCOUNT_PRIVACY_MESSAGES.deleted, filesDeletedOn: "2026-05-31" },
    });
    const confirm = vi.fn(async (password: string) => {
      if (password !== "right-password") throw new SignInError("invalid-credentials", "Invalid email or password");
    });
    const backend = renderPage(confirm);
    expect(await screen.findByText(/Your reviews stay, signed/)).toBeInTheDocument();
    expect(screen.getByText(/An order still being made is cancelled/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const password = await screen.findByLabelText("Your password");
    expect(password).toHaveFocus();
    // The orders still being made, which the deletion cancels and refunds, said before.
    expect(await screen.findByText(openOrdersOnDeletion(2))).toHaveAttribute("role", "status");
    expect(openOrdersOnDeletion(2)).toBe("2 orders are still being made: they will be cancelled and refunded in full.");
    await user.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    expect(await screen.findByText("Please enter your password.")).toBeInTheDocument();
    await user.type(password, "wrong");
    await user.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    expect(await screen.findByText(ACCOUNT_PRIVACY_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/account/deletion")).toBeUndefined();

    await user.clear(password);
    await user.type(password, "right-password");
    await user.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/account/deletion")).toEqual({ confirm: true });
    await waitFor(() => expect(backend.signOut).toHaveBeenCalled());
    expect(await screen.findByText(ACCOUNT_PRIVACY_MESSAGES.deleted)).toBeInTheDocument();
  });
});
