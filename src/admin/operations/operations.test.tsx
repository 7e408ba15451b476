// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  CANCEL_REASON_REQUIRED,
  FOLLOW_UP_DONE,
  OPERATIONS_EMPTY,
  OPERATIONS_LISTS,
  SETTLE_MESSAGES,
  SETTLING_ID_REQUIRED,
  type FollowUpOperation,
  type OperationsList,
  type OperationsOverview,
  type OperationsPage as ListPage,
} from "@songs/domain";
import { useChangeCount } from "../../api/changeNotices";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../../test/support/renderWithProviders";
import { OPERATIONS_SUMMARY_PATH } from "./operationsApi";
import OperationsPage from "./OperationsPage";

const refund: FollowUpOperation = {
  id: "cs_1-refund",
  kind: "refund",
  label: "Refund a cancelled order",
  orderId: "cs_1",
  aboutOrder: true,
  dueAt: "2026-11-27T10:00:00.000Z",
  state: "failed",
  tries: 3,
  lastError: "Charge ch_1 has been charged back; cannot issue a refund.",
  lastFailedAt: "2026-11-27T10:05:00.000Z",
  nextTryAt: null,
};

/** A money difference the day's check raised, about a charge with no order: its subject is no link. */
const chargeDifference: FollowUpOperation = {
  ...refund,
  id: "charge-ch_9-money-charge_accounted",
  kind: "money_difference",
  label: "Settle a money difference",
  orderId: "charge-ch_9",
  aboutOrder: false,
  lastError: "charge ch_9 (payment pi_9): no order, not returned",
};

const alert: FollowUpOperation = {
  ...refund,
  id: "cs_1-unclaimed",
  kind: "alert_unclaimed",
  label: "Alert the admins: an order nobody took",
  lastError: "Error: deadline exceeded",
};

function overview(rows: Partial<{ [List in OperationsList]: ListPage<List>["rows"] }>): OperationsOverview {
  const lists = Object.fromEntries(
    OPERATIONS_LISTS.map((list) => [
      list,
      { list, count: rows[list]?.length ?? 0, rows: rows[list] ?? [], nextCursor: null },
    ]),
  ) as unknown as OperationsOverview["lists"];
  const counts = Object.fromEntries(
    OPERATIONS_LISTS.map((list) => [list, rows[list]?.length ?? 0]),
  ) as OperationsOverview["counts"];
  return { counts, attention: Object.values(counts).some((count) => count > 0), lists };
}

/** Stands for the Admin menu's badge: how many times it was told to read the summary again. */
function SummaryReads() {
  return <output aria-label="Summary read again">{useChangeCount(OPERATIONS_SUMMARY_PATH)}</output>;
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
      "/api/admin/operations/follow-ups/cs_1-refund/retry": {
        outcome: "done",
        message: "Done: the follow-up went through.",
        followUp: { ...refund, state: "done" },
      },
    });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    const row = within(await screen.findByRole("list", { name: /^Follow-ups failing/ })).getByRole("listitem");
    expect(row).toHaveTextContent("Refund a cancelled order");
    expect(row).toHaveTextContent("Tries3");
    expect(row).toHaveTextContent("has been charged back; cannot issue a refund.");
    expect(row).toHaveTextContent("Only when retried here");
    expect(within(row).getByRole("link", { name: "cs_1" })).toHaveAttribute("href", "/admin/orders?order=cs_1");
    // Money is never cancelled away: a refund offers no Cancel.
    expect(within(row).queryByRole("button", { name: /^Cancel/ })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: /^Retry now/ }));
    expect(await screen.findByText("Done: the follow-up went through.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/operations/follow-ups/cs_1-refund/retry",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("shows a money difference about a charge with no order, its subject not linked, with Cancel", async () => {
    stubApi({ "/api/admin/operations": overview({ failingFollowUps: [chargeDifference] }) });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    const row = within(await screen.findByRole("list", { name: /^Follow-ups failing/ })).getByRole("listitem");
    expect(row).toHaveTextContent("Settle a money difference");
    expect(row).toHaveTextContent("Aboutcharge-ch_9");
    expect(row).toHaveTextContent("no order, not returned");
    expect(within(row).queryByRole("link")).toBeNull();
    expect(within(row).getByRole("button", { name: /^Cancel/ })).toBeInTheDocument();
  });

  it("records a refund made in Stripe by its id, and shows Stripe's refusal of one that does not fit", async () => {
    let tries = 0;
    const fetchMock = stubApi({
      "/api/admin/operations": overview({ failingFollowUps: [refund] }),
      "/api/admin/operations/follow-ups/cs_1-refund/settle": () =>
        ++tries === 1
          ? jsonResponse(400, {
              error: { code: "invalid_request", message: SETTLE_MESSAGES.otherPayment, fields: { stripeId: "x" } },
            })
          : jsonResponse(200, { followUp: { ...refund, state: "done" } }),
    });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    await userEvent.click(
      within(await screen.findByRole("list", { name: /^Follow-ups failing/ })).getByRole("button", {
        name: /^Record refund/,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Record a refund made in Stripe" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await within(dialog).findByText(SETTLING_ID_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Stripe refund id/), "re_Other");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await screen.findByText(SETTLE_MESSAGES.otherPayment)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Stripe refund id/));
    await userEvent.type(within(dialog).getByLabelText(/Stripe refund id/), "re_Right");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await screen.findByText("Recorded: the refund is on the order.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/admin/operations/follow-ups/cs_1-refund/settle")).toEqual({
      stripeId: "re_Other",
    });
    expect(tries).toBe(2);
  });

  it("offers to record a share's transfer or reversal made in Stripe by its own kind of id, and never Cancel", async () => {
    const transfer = { ...refund, id: "cs_1-transfer", kind: "transfer_share", label: "Transfer the artist's share" };
    const reversal = {
      ...refund,
      id: "cs_2-reverse-transfer",
      orderId: "cs_2",
      kind: "reverse_share",
      label: "Reverse",
    };
    stubApi({ "/api/admin/operations": overview({ failingFollowUps: [transfer, reversal] }) });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    const [transferRow, reversalRow] = within(
      await screen.findByRole("list", { name: /^Follow-ups failing/ }),
    ).getAllByRole("listitem");
    expect(within(transferRow!).queryByRole("button", { name: /^Cancel/ })).toBeNull();
    expect(within(reversalRow!).queryByRole("button", { name: /^Cancel/ })).toBeNull();
    expect(within(reversalRow!).getByRole("button", { name: /^Record transfer reversal/ })).toBeInTheDocument();
    await userEvent.click(within(transferRow!).getByRole("button", { name: /^Record transfer made in Stripe/ }));
    const dialog = await screen.findByRole("dialog", { name: "Record a transfer made in Stripe" });
    expect(within(dialog).getByLabelText("Stripe transfer id (tr_...)")).toBeInTheDocument();
  });

  it("asks for a reason before cancelling, and shows the server's refusal once the follow-up is done", async () => {
    const fetchMock = stubApi({
      "/api/admin/operations": overview({ failingFollowUps: [alert] }),
      "/api/admin/operations/follow-ups/cs_1-unclaimed/cancel": () =>
        jsonResponse(409, { error: { code: "follow_up_done", message: FOLLOW_UP_DONE } }),
    });
    renderWithProviders(<OperationsPage />, { route: "/admin/operations" });
    await screen.findByRole("list", { name: /^Follow-ups failing/ });
    await userEvent.click(within(failingList()).getByRole("button", { name: /^Cancel/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this follow-up" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the follow-up" }));
    expect(await within(dialog).findByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Admins already know");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the follow-up" }));
    expect(await screen.findByText(FOLLOW_UP_DONE)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/admin/operations/follow-ups/cs_1-unclaimed/cancel")).toEqual({
      reason: "Admins already know",
    });
  });

  it("cancels with the reason given, reads the lists again (the focus on the list's heading once the row leaves) and tells the Admin menu's badge to read again", async () => {
    let cancelled = false;
    stubApi({
      "/api/admin/operations": () => jsonResponse(200, overview({ failingFollowUps: cancelled ? [] : [alert] })),
      "/api/admin/operations/follow-ups/cs_1-unclaimed/cancel": () => {
        cancelled = true;
        return jsonResponse(200, { followUp: { ...alert, state: "done" } });
      },
    });
    renderWithProviders(
      <>
        <OperationsPage />
        <SummaryReads />
      </>,
      { route: "/admin/operations" },
    );
    const cancel = within(await screen.findByRole("list", { name: /^Follow-ups failing/ })).getByRole("button", {
      name: /^Cancel/,
    });
    expect(screen.getByRole("status", { name: "Summary read again" })).toHaveTextContent("0");
    await userEvent.click(cancel);
    const dialog = await screen.findByRole("dialog", { name: "Cancel this follow-up" });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await userEvent.type(
      within(await screen.findByRole("dialog", { name: "Cancel this follow-up" })).getByLabelText(/Reason/),
      "Admins already know",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel the follow-up" }));
    expect(await screen.findByText("Cancelled: the reason is in the order's history.")).toBeInTheDocument();
    expect(await screen.findByText(OPERATIONS_EMPTY.failingFollowUps)).toBeInTheDocument();
    const heading = screen.getByRole("heading", { level: 3, name: /^Follow-ups failing/ });
    expect(heading).toHaveTextContent("0");
    // The row and its button are gone: the focus is on the list's heading, not lost to the page's top.
    expect(heading).toHaveFocus();
    expect(screen.getByRole("status", { name: "Summary read again" })).toHaveTextContent("1");
  });
});
