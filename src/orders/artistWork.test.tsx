// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeOrderView } from "../test/support/orderFixtures";
import { renderOrderPage, setUpEachDashboardTest, stubNetwork } from "./testing/renderDashboard";

const ARTIST = { id: "00000000-0000-4000-8000-000000000002", name: "Maya Rivers" };
const taken = makeOrderView({
  id: "o-ada",
  recipientName: "Ada",
  status: "in_progress",
  hasSong: false,
  work: { progress: "accepted", artist: ARTIST, awaitingChoice: false },
});
const waiting = makeOrderView({
  id: "o-ben",
  recipientName: "Ben",
  status: "paid",
  hasSong: false,
  work: { progress: "waiting", artist: null, awaitingChoice: true },
});

// Rendering the whole screen is slow on a busy two-core machine; this is a budget, not an assertion.
describe("the studio's work on the order's page", { timeout: 20_000 }, () => {
  setUpEachDashboardTest();

  it("shows who took the order, linking to their public profile, and its progress", async () => {
    stubNetwork({ "GET /api/orders": { orders: [taken] } });
    renderOrderPage("o-ada");
    const card = await screen.findByRole("article", { name: "Song for Ada" });
    expect(within(card).getByRole("link", { name: "Maya Rivers" })).toHaveAttribute("href", `/artists/${ARTIST.id}`);
    expect(within(card).getByRole("group", { name: "Status" })).toHaveTextContent(
      "In ProgressYour artist is writing and recording your song.",
    );
  });

  it("asks what to do after the chosen artist passed, and takes another artist of the same style", async () => {
    const requests = stubNetwork({
      "GET /api/orders": { orders: [waiting] },
      "POST /api/orders/o-ben/artist-choice": {
        ...waiting,
        work: { progress: "waiting", artist: null, awaitingChoice: false },
      },
    });
    const user = userEvent.setup();
    renderOrderPage("o-ben");
    const card = await screen.findByRole("article", { name: "Song for Ben" });
    expect(within(card).getByRole("heading", { name: "Your artist cannot make this song" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Choose Another Artist" }));
    expect(await screen.findByText("We are finding another artist for your song.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ choice: "another" });
    expect(within(card).queryByRole("heading", { name: "Your artist cannot make this song" })).not.toBeInTheDocument();
  });

  it("cancels with a full refund only once confirmed", async () => {
    const requests = stubNetwork({
      "GET /api/orders": { orders: [waiting] },
      "POST /api/orders/o-ben/artist-choice": {
        ...waiting,
        status: "cancelled",
        work: { progress: "waiting", artist: null, awaitingChoice: false },
      },
    });
    const user = userEvent.setup();
    renderOrderPage("o-ben");
    const card = await screen.findByRole("article", { name: "Song for Ben" });
    await user.click(within(card).getByRole("button", { name: "Cancel With Full Refund" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel this order?" });
    expect(requests.some((request) => request.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Cancel Order" }));
    expect(await screen.findByText("Your order was cancelled and fully refunded.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ choice: "cancel" });
  });
});
