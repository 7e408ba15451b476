// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MESSAGES, VALIDATION } from "@songs/domain";
import { makeOrderView } from "../test/support/orderFixtures";
import {
  jsonResponse,
  renderOrderPage,
  setUpEachDashboardTest,
  stubNetwork,
  type RouteHandler,
} from "./testing/renderDashboard";

const emma = makeOrderView({ id: "o-emma", recipientName: "Emma" });

async function openDialog(button: string, routes: Record<string, RouteHandler | object> = {}) {
  const user = userEvent.setup();
  const requests = stubNetwork({ "GET /api/orders": { orders: [emma] }, ...routes });
  renderOrderPage("o-emma");
  const card = await screen.findByRole("article", { name: "Song for Emma" });
  await user.click(within(card).getByRole("button", { name: button }));
  return { user, card, requests, dialog: screen.getByRole("dialog", { name: button }) };
}

async function fillReview(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Emma W.");
  await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "We cried happy tears.");
  await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
}

// Rendering the whole screen is slow on a busy two-core machine; this is a budget, not an assertion.
describe("reviews and revisions", { timeout: 20_000 }, () => {
  setUpEachDashboardTest();

  it("asks for a name, a rating and a comment with the spec's messages", async () => {
    const { user, dialog } = await openDialog("Leave a Review");
    expect(dialog).toHaveAccessibleDescription(
      "How did we do with your song for Emma? Your review appears after approval.",
    );
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      expect(within(dialog).getByRole("radio", { name })).not.toBeChecked();
    }
    expect(within(dialog).getByText("0/1,000")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText(VALIDATION.reviewNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDATION.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDATION.commentRequired)).toBeInTheDocument();
  });

  it("submits the review, thanks the customer and shows it is pending approval", async () => {
    const { user, card, dialog, requests } = await openDialog("Leave a Review", {
      "POST /api/reviews": () => jsonResponse(201, { message: MESSAGES.reviewSubmitted }),
    });
    await fillReview(user, dialog);
    expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(card).getByText("Review pending approval")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Leave a Review" })).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/reviews")?.body).toEqual({
      orderId: "o-emma",
      customerName: "Emma W.",
      rating: 4,
      comment: "We cried happy tears.",
    });
  });

  it("keeps the dialog and the text when the review cannot be submitted", async () => {
    const { user, dialog } = await openDialog("Leave a Review", {
      "POST /api/reviews": () => jsonResponse(500, { error: { code: "internal", message: "boom" } }),
    });
    await fillReview(user, dialog);
    expect(await screen.findByText(MESSAGES.reviewFailed)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Leave a Review" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Comment" })).toHaveValue("We cried happy tears.");
    expect(within(dialog).getByRole("radio", { name: "4 stars" })).toBeChecked();
  });

  it("asks a signed-out customer to log in to review", async () => {
    const { user, dialog } = await openDialog("Leave a Review", {
      "POST /api/reviews": () => jsonResponse(401, { error: { code: "unauthorized", message: "Sign in" } }),
    });
    await fillReview(user, dialog);
    expect(await screen.findByText(MESSAGES.reviewLoginRequired)).toBeInTheDocument();
  });

  it("says so when the order was already reviewed", async () => {
    const { user, card, dialog } = await openDialog("Leave a Review", {
      "POST /api/reviews": () =>
        jsonResponse(409, { error: { code: "already_reviewed", message: MESSAGES.alreadyReviewed } }),
    });
    await fillReview(user, dialog);
    expect(await screen.findByText(MESSAGES.alreadyReviewed)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole("button", { name: "Leave a Review" })).not.toBeInTheDocument());
  });

  it("requests a revision with a note, then shows it as requested and in the history", async () => {
    const revised = makeOrderView({
      id: "o-emma",
      recipientName: "Emma",
      revisionRequested: true,
      revisions: [
        {
          note: "A slower bridge, please",
          requestedAt: "2025-03-10T12:00:00.000Z",
          resolvedAt: null,
          resolvedByVersion: null,
        },
      ],
    });
    const { user, card, dialog, requests } = await openDialog("Request Revision", {
      "POST /api/orders/o-emma/revisions": revised,
    });
    expect(dialog).toHaveAccessibleDescription("Tell us what you would like changed in your song for Emma.");
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await within(dialog).findByText(VALIDATION.revisionNoteRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Revision notes" }), "A slower bridge, please");
    expect(within(dialog).getByText("23/1,000")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send Request" }));

    // The one status says it; nothing beside it says "Completed".
    expect(await within(card).findByRole("group", { name: "Status" })).toHaveTextContent(/^Revision requested/);
    expect(card).not.toHaveTextContent("Completed");
    expect(within(card).queryByRole("button", { name: "Request Revision" })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ note: "A slower bridge, please" });

    const history = screen.getByRole("list", { name: "Revision history" });
    expect(within(history).getByText("A slower bridge, please")).toBeInTheDocument();
  });
});
