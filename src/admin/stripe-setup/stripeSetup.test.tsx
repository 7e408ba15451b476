// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { jsonResponse, renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import { expectRowsAsCards } from "../../test/support/phoneStyles";
import StripeSetupPage from "./StripeSetupPage";

const catalogue = {
  packages: { basic: "price_basic", premium: "price_premium", deluxe: "price_deluxe" },
  addOns: {
    rush: "price_rush",
    "extra-verse": "price_extra_verse",
    instrumental: "price_instrumental",
    "lyrics-print": "price_lyrics_print",
  },
};

function renderPage() {
  renderWithProviders(<StripeSetupPage />, { route: "/stripe-setup" });
  return screen.getByRole("button", { name: "Seed Stripe Catalog" });
}

describe("stripe setup", () => {
  beforeEach(() => localStorage.clear());

  it("seeds the catalogue and lists the price id of every package and add-on", async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = stubApi({
      "/api/stripe/catalogue": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(renderPage());
    expect(screen.getByRole("button", { name: "Creating Products..." })).toBeDisabled();
    // The button says so before the request goes out (the admin's token comes first).
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse(200, catalogue));

    expect(await screen.findByText(MESSAGES.seedSucceeded)).toBeInTheDocument();
    const rows: [string, string][] = [
      ["Basic Song", "price_basic"],
      ["Premium Song", "price_premium"],
      ["Deluxe Package", "price_deluxe"],
      ["Rush Delivery, 24-48 hours", "price_rush"],
      ["Extra verse", "price_extra_verse"],
      ["Instrumental Version", "price_instrumental"],
      ["Framed Lyrics Print", "price_lyrics_print"],
    ];
    for (const [item, priceId] of rows) {
      expect(screen.getByRole("rowheader", { name: item }).closest("tr")).toHaveTextContent(priceId);
    }
    // On a phone each item is a card: its name, then its price id on a line led by "Price id".
    expectRowsAsCards(screen.getByRole("table", { name: "Stripe price ids" }));
    expect(screen.getByRole("button", { name: "Seed Stripe Catalog" })).toBeEnabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/stripe/catalogue");
  });

  it("says a login is needed when the server does not know the user", async () => {
    stubApi({
      "/api/stripe/catalogue": () => jsonResponse(401, { error: { code: "unauthorized", message: "Sign in" } }),
    });
    await userEvent.click(renderPage());
    expect(await screen.findByText(MESSAGES.seedLoginRequired)).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refusal", async () => {
    stubApi({
      "/api/stripe/catalogue": () => jsonResponse(403, { error: { code: "forbidden", message: "Admins only" } }),
    });
    await userEvent.click(renderPage());
    expect(await screen.findByText("Admins only")).toBeInTheDocument();
  });

  it("falls back to the spec's message when the server gives no reason", async () => {
    stubApi({ "/api/stripe/catalogue": () => new Response("oops", { status: 500 }) });
    await userEvent.click(renderPage());
    expect(await screen.findByText(MESSAGES.seedFailed)).toBeInTheDocument();
  });
});
