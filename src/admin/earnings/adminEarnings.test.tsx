// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { orderNumber, type AdminEarningsResponse } from "@songs/domain";
import { makeArtist } from "../../test/support/fixtures";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import AdminEarningsPage from "./AdminEarningsPage";

const maya = makeArtist({ name: "Maya Rivers" });
const sofia = makeArtist({ name: "Sofia Alvarez" });

const entry = (artist: typeof maya, orderId: string, amountCents: number) => ({
  id: `${orderId}-release`,
  artistId: artist.id,
  artistName: artist.name,
  orderId,
  kind: "release" as const,
  amountCents,
  package: "premium",
  addOns: ["rush"],
  recipientName: "Emma Carter",
  createdAt: "2026-11-20T10:00:00.000Z",
});

const everyone: AdminEarningsResponse = {
  entries: [entry(maya, "cs_1", 5249), entry(sofia, "cs_2", 3499)],
  nextCursor: null,
  months: [{ month: "2026-11", totalCents: 8748 }],
  totalCents: 8748,
};
const mayaOnly: AdminEarningsResponse = {
  entries: [entry(maya, "cs_1", 5249)],
  nextCursor: null,
  months: [{ month: "2026-11", totalCents: 5249 }],
  totalCents: 5249,
};

// jsdom renders the styled screen slowly on a busy machine.
describe("the admins' earnings page", { timeout: 20_000 }, () => {
  it("shows every artist's ledger with the artist's column, then one artist's when picked", async () => {
    stubApi({
      "/api/artists": { artists: [maya, sofia] },
      "/api/admin/earnings": everyone,
      [`/api/admin/earnings?artistId=${maya.id}`]: mayaOnly,
    });
    renderWithProviders(<AdminEarningsPage />, { route: "/admin/earnings" });
    expect(screen.getByRole("heading", { level: 1, name: "Artist Earnings" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Ledger entries" });
    expect(within(table).getByRole("columnheader", { name: "Artist" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    // Each order by the short number people read aloud, opening it in the admins' orders; never its id.
    expect(within(table).getByRole("link", { name: orderNumber("cs_1") })).toHaveAttribute(
      "href",
      "/admin/orders?order=cs_1",
    );
    expect(within(table).queryByText("cs_1")).not.toBeInTheDocument();
    expect(screen.getByText("November 2026").nextSibling).toHaveTextContent("$87.48");

    await userEvent.selectOptions(await screen.findByLabelText("Artist"), "Maya Rivers");
    expect(await screen.findAllByText("$52.49", { selector: "dd" })).toHaveLength(2);
    const picked = screen.getByRole("table", { name: "Ledger entries" });
    expect(within(picked).getAllByRole("row")).toHaveLength(2);
    expect(within(picked).queryByRole("columnheader", { name: "Artist" })).not.toBeInTheDocument();
  });

  it("shows older entries a page at a time, with the whole ledger's totals from the first page", async () => {
    const firstPage: AdminEarningsResponse = {
      ...everyone,
      entries: [entry(maya, "cs_1", 5249)],
      nextCursor: "cs_1-release",
    };
    const olderPage: AdminEarningsResponse = { ...everyone, entries: [entry(sofia, "cs_2", 3499)], nextCursor: null };
    stubApi({
      "/api/artists": { artists: [maya, sofia] },
      "/api/admin/earnings": firstPage,
      "/api/admin/earnings?cursor=cs_1-release": olderPage,
    });
    renderWithProviders(<AdminEarningsPage />, { route: "/admin/earnings" });
    const table = await screen.findByRole("table", { name: "Ledger entries" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(screen.getByText("November 2026").nextSibling).toHaveTextContent("$87.48");
    await userEvent.click(screen.getByRole("button", { name: "Show older entries" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Ledger entries" })).getAllByRole("row")).toHaveLength(3),
    );
    expect(screen.queryByRole("button", { name: "Show older entries" })).not.toBeInTheDocument();
  });
});
