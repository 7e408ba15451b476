// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  ADMIN_PAYOUTS_TEXT,
  emptyBooksTotals,
  formatDay,
  formatMonth,
  utcMonthOf,
  type AdminPayoutsResponse,
  type ReconciliationResponse,
} from "@songs/domain";
import { formatSlips } from "../../../tests/support/oneFormat";
import { pageText } from "../../test/support/pageText";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import { expectRowsAsCards } from "../../test/support/phoneStyles";
import AdminPayoutsPage from "./AdminPayoutsPage";

const page: AdminPayoutsResponse = {
  artists: [
    {
      artistId: "a-maya",
      artistName: "Maya Rivers",
      accountState: "ready",
      owedCents: 0,
      transferredCents: 4549,
      reversedCents: 0,
      paidOutCents: 4549,
    },
  ],
  nextCursor: null,
  failing: [
    {
      orderId: "cs_failing",
      artistId: "a-sofia",
      artistName: "Sofia Alvarez",
      amountCents: 3499,
      reason: "Your destination account needs to have at least one of the following capabilities enabled",
      attempts: 4,
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
  ],
};
const month = utcMonthOf(new Date());
const day = emptyBooksTotals();
const reconciliation = (differences: ReconciliationResponse["differences"]): ReconciliationResponse => ({
  month,
  ledgerTransfers: 1,
  stripeTransfers: 1,
  differences,
  totals: { ...day, grossCents: 14998, feeCents: 494, netCents: 14504 },
  days: [{ day: `${month}-01`, ...day, grossCents: 14998, feeCents: 494, netCents: 14504, differences: 0 }],
});

// jsdom renders the styled screen slowly on a busy machine.
describe("the admins' Payouts page", { timeout: 20_000 }, () => {
  it("shows each artist's totals, a failing transfer with Stripe's reason and its Retry", async () => {
    const fetchMock = stubApi({
      "/api/admin/payouts": page,
      "/api/admin/payouts/transfers/cs_failing/retry": { orderId: "cs_failing", requeued: true },
    });
    renderWithProviders(<AdminPayoutsPage />, { route: "/admin/payouts" });
    expect(screen.getByRole("heading", { level: 1, name: ADMIN_PAYOUTS_TEXT.title })).toBeInTheDocument();
    const artists = await screen.findByRole("table", { name: ADMIN_PAYOUTS_TEXT.artistsCaption });
    const maya = within(artists).getByRole("row", { name: /Maya Rivers/ });
    expect(maya).toHaveTextContent("Ready");
    expect(within(maya).getAllByText("$45.49")).toHaveLength(2);
    const failing = screen.getByRole("table", { name: ADMIN_PAYOUTS_TEXT.failingTitle });
    expect(failing).toHaveTextContent("Your destination account needs");
    // On a phone each row is a card whose lines name their columns.
    expectRowsAsCards(artists);
    expectRowsAsCards(failing, ["Action"]);
    await userEvent.click(within(failing).getByRole("button", { name: /Retry the transfer of order cs_failing/ }));
    expect(await screen.findByText(ADMIN_PAYOUTS_TEXT.retried)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/payouts/transfers/cs_failing/retry")).toBe(true);
  });

  it("reconciles the chosen month: no differences, or each one listed", async () => {
    stubApi({
      "/api/admin/payouts": { ...page, failing: [] },
      [`/api/admin/payouts/reconciliation?month=${month}`]: reconciliation([]),
    });
    renderWithProviders(<AdminPayoutsPage />, { route: "/admin/payouts" });
    expect(await screen.findByText(ADMIN_PAYOUTS_TEXT.noFailing)).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_PAYOUTS_TEXT.month)).toHaveValue(month);
    await userEvent.click(screen.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.reconcile }));
    expect(await screen.findByText(ADMIN_PAYOUTS_TEXT.noDifferences)).toBeInTheDocument();
    const books = screen.getByRole("table", { name: ADMIN_PAYOUTS_TEXT.booksTitle });
    const theMonth = within(books).getByRole("row", { name: new RegExp(ADMIN_PAYOUTS_TEXT.booksMonth) });
    expect(theMonth).toHaveTextContent("$149.98");
    expect(theMonth).toHaveTextContent("$4.94");
    expect(theMonth).toHaveTextContent("$145.04");
    expect(within(books).getByRole("row", { name: new RegExp(formatDay(`${month}-01`)) })).toBeInTheDocument();
    expect(screen.getByText(/transfers in the ledger/)).toHaveTextContent(
      `${formatMonth(month)}: 1 transfers in the ledger, 1 in Stripe.`,
    );
    expect(formatSlips(pageText())).toEqual([]);

    stubApi({
      "/api/admin/payouts": page,
      [`/api/admin/payouts/reconciliation?month=${month}`]: reconciliation([
        {
          kind: "missing_in_ledger",
          orderId: "cs_extra",
          artistId: null,
          stripeTransferId: "tr_extra",
          ledgerCents: null,
          stripeCents: 1200,
        },
      ]),
    });
    await userEvent.click(screen.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.reconcile }));
    const differences = await screen.findByRole("table", { name: "1 difference" });
    const row = within(differences).getByRole("row", { name: /Missing in the ledger/ });
    expect(row).toHaveTextContent("tr_extra");
    // Its order is a link to the order on Manage Orders.
    expect(within(row).getByRole("link", { name: "cs_extra" })).toHaveAttribute("href", "/admin/orders?order=cs_extra");
  });
});
