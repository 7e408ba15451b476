// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CANCEL_REASON_REQUIRED, FOLLOW_UP_DONE, OPERATIONS_LISTS, type FollowUpOperation, type OperationsList, type OperationsOverview, type OperationsPage as ListPage } from "@songs/domain";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../../test/support/renderWithProviders";
import OperationsPage from "./OperationsPage";

const refund: FollowUpOperation = {
  id: "cs_1-refund",
  kind: "refund",
  label: "Refund a cancelled order",
  orderId: "cs_1",
  dueAt: "2026-11-27T10:00:00.000Z",
  state: "failed",
  tries: 3,
  lastError: "Charge ch_1 has been charged back; cannot issue a refund.",
  lastFailedAt: "2026-11-27T10:05:00.000Z",
  nextTryAt: null,
};

function overview(rows: Partial<{ [List in OperationsList]: ListPage<List>["rows"] }>): OperationsOverview {
  const lists = Object.fromEntries(
    OPERATIONS_LISTS.map((list) => [list, { list, count: rows[list]?.length ?? 0, rows: rows[list] ?? [], nextCursor: null }]),
  ) as unknown as OperationsOverview["lists"];
  const counts = Object.fromEntries(OPERATIONS_LISTS.map((list) => [list, rows[list]?.length ?? 0])) as OperationsOverview["counts"];
  return { counts, attention: Object.values(counts).some((count) => count > 0), lists };
}

const failingList = () => screen.getByRole("list", { name: /^Follow-ups failing/ });

describe("the Operations page", () => {
  it("says when nothing failed and nothing is stuck, list by list", async () => {
    stubApi({ "/api/admin/operations": overview({}) });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    expect(await screen.findByText("Nothing failed and nothing is stuck.")).toBeInTheDocument();
    expect(screen.getByText("Every email was delivered.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /^Follow-ups failing/ })).toHaveTextContent("0");
  });

  it("shows a failing follow-up with its tries, Stripe's words and no next try, and retries it", async () => {
    const fetchMock = stubApi({
      "/api/admin/operations": overview({ failingFollowUps: [refund] }),
      "/api/admin/operations/follow-ups/cs_1-refund/retry": { outcome: "done", message: "Done: the follow-up went through.", followUp: { ...refund, state: "done" } },
    });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    const row = within(await screen.findByRole("list", { name: /^Follow-ups failing/ })).getByRole("listitem");
    expect(row).toHaveTextContent("Refund a cancelled order");
    expect(row).toHaveTextContent("Tries3");
    expect(row).toHaveTextContent("has been charged back; cannot issue a refund.");
    expect(row).toHaveTextContent("Only when retried here");
    await userEvent.click(within(row).getByRole("button", { name: /^Retry now/ }));
    expect(await screen.findByText("Done: the follow-up went through.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/operations/follow-ups/cs_1-refund/retry", expect.objectContaining({ method: "POST" }));
  });

  it("asks for a reason before cancelling, and shows the server's refusal once the follow-up is done", async () => {
    const fetchMock = stubApi({
      "/api/admin/operations": overview({ failingFollowUps: [refund] }),
      "/api/admin/operations/follow-ups/cs_1-refund/cancel": () => jsonResponse(409, { error: { code: "follow_up_done", message: FOLLOW_UP_DONE } }),
    });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    await screen.findByRole("list", { name: /^Follow-ups failing/ });
    await userEvent.click(within(failingList()).getByRole("button", { name: /^Cancel/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this follow-up" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the follow-up" }));
    expect(await within(dialog).findByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Refunded by bank transfer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the follow-up" }));
    expect(await screen.findByText(FOLLOW_UP_DONE)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/admin/operations/follow-ups/cs_1-refund/cancel")).toEqual({ reason: "Refunded by bank transfer" });
  });
});
