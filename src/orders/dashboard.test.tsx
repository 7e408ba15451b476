// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES, OFFLINE_MESSAGES, SHELL_MESSAGES } from "@songs/domain";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { listSavedSongIds, saveSong } from "../offline/songStore";
import { makeOrderView } from "../test/support/orderFixtures";
import { songTitle } from "./orderText";
import {
  customerSession,
  jsonResponse,
  networkDown,
  renderDashboard,
  setUpEachDashboardTest,
  stubNetwork,
} from "./testing/renderDashboard";

const emma = makeOrderView({
  id: "o-emma",
  recipientName: "Emma",
  status: "completed",
  createdAt: "2025-03-08T12:00:00.000Z",
});
const grandpa = makeOrderView({
  id: "o-joe",
  recipientName: "Grandpa Joe",
  status: "in_progress",
  occasion: "birthday",
  hasSong: false,
});
const mia = makeOrderView({ id: "o-mia", recipientName: "Mia", status: "paid", hasSong: false });
const sam = makeOrderView({ id: "o-sam", recipientName: "Sam", status: "pending", hasSong: false });
const lee = makeOrderView({ id: "o-lee", recipientName: "Lee", status: "cancelled", hasSong: false });
const kim = makeOrderView({ id: "o-kim", recipientName: "Kim", status: "on_hold", hasSong: false });
const allOrders = [emma, grandpa, mia, sam, lee, kim];

/** The song as the browser would hold it (jsdom's own Blob cannot be stored in IndexedDB). */
const song = async () => ({
  blob: await new Response("ID3 song", { headers: { "Content-Type": "audio/mpeg" } }).blob(),
  fileName: "Song for Emma.mp3",
  contentType: "audio/mpeg",
});
const orderCard = (name: string) => screen.getByRole("article", { name });

// Rendering the whole screen is slow on a busy two-core machine; this is a budget, not an assertion.
describe("customer dashboard", { timeout: 20_000 }, () => {
  setUpEachDashboardTest();

  it("shows the orders as the server sends them (newest first), each with one status and its next step", async () => {
    stubNetwork({ "GET /api/orders": { orders: allOrders } });
    renderDashboard();
    expect(screen.getByText("Checking your session...")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Your orders" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Song for Emma",
      "Song for Grandpa Joe",
      "Song for Mia",
      "Song for Sam",
      "Song for Lee",
      "Song for Kim",
    ]);
    const status = (name: string) => within(orderCard(name)).getByRole("group", { name: "Status" });
    expect(within(status("Song for Emma")).getByText("Completed")).toHaveAttribute("data-variant", "success");
    expect(status("Song for Emma")).toHaveTextContent("Your song is ready: listen, then tell us what you think.");
    expect(orderCard("Song for Emma")).toHaveTextContent("Delivered March 8, 2025");
    expect(within(status("Song for Grandpa Joe")).getByText("In Progress")).toHaveAttribute("data-variant", "progress");
    expect(within(status("Song for Sam")).getByText("Pending")).toHaveAttribute("data-variant", "outline");
    expect(within(status("Song for Lee")).getByText("Cancelled")).toHaveAttribute("data-variant", "secondary");
    // Each row says its status once: no second badge, no progress line beside it.
    for (const order of allOrders) {
      expect(within(orderCard(songTitle(order))).getAllByRole("group", { name: "Status" })).toHaveLength(1);
    }
    // The row is one link to the order's page, and names the one thing the customer can do next.
    expect(within(orderCard("Song for Emma")).getByRole("link", { name: /^Song for Emma/ })).toHaveAttribute(
      "href",
      "/dashboard/orders/o-emma",
    );
    expect(orderCard("Song for Emma")).toHaveTextContent("Listen ›");
    expect(orderCard("Song for Emma")).toHaveTextContent(`Order ${emma.number}`);
    expect(orderCard("Song for Grandpa Joe")).not.toHaveTextContent("›");
    expect(document.title).toBe("My Dashboard | Songs From The Heart");
  });

  it("filters what needs the customer, what is being made and what is ready, keeping the choice in the address", async () => {
    const user = userEvent.setup();
    const asked = { ...grandpa, news: [{ kind: "question" as const, name: "Maya Rivers" }] };
    stubNetwork({ "GET /api/orders": { orders: [emma, asked, mia] } });
    renderDashboard();
    const filters = await screen.findByRole("navigation", { name: "Show orders" });
    expect(within(filters).getByRole("link", { name: "All (3)" })).toHaveAttribute("aria-current", "true");
    await user.click(within(filters).getByRole("link", { name: "Needs you (1)" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?show=needs_you");
    const titles = () =>
      within(screen.getByRole("list", { name: "Your orders" }))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(["Song for Grandpa Joe"]);
    const askedRow = within(orderCard("Song for Grandpa Joe")).getByRole("link", { name: /^Song for Grandpa Joe/ });
    expect(askedRow).toHaveAttribute("href", "/dashboard/orders/o-joe#questions");
    expect(askedRow).toHaveTextContent("Answer ›");
    await user.click(within(filters).getByRole("link", { name: "In progress (1)" }));
    expect(titles()).toEqual(["Song for Mia"]);
    await user.click(within(filters).getByRole("link", { name: "Ready (1)" }));
    expect(titles()).toEqual(["Song for Emma"]);
  });

  it("counts total, in-progress and completed orders", async () => {
    stubNetwork({ "GET /api/orders": { orders: allOrders } });
    renderDashboard();
    const summary = await screen.findByLabelText("Order summary");
    const terms = within(summary)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      "Total Orders": "6",
      "In Progress": "3",
      Completed: "1",
    });
  });

  it("reads every page of the orders, so the counts are right past the first page", async () => {
    stubNetwork({
      "GET /api/orders": { orders: [emma, grandpa], nextCursor: "o-joe" },
      "GET /api/orders?cursor=o-joe": { orders: [mia, sam], nextCursor: "o-sam" },
      "GET /api/orders?cursor=o-sam": { orders: [lee, kim], nextCursor: null },
    });
    renderDashboard();
    const list = await screen.findByRole("list", { name: "Your orders" });
    expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(within(await screen.findByLabelText("Order summary")).getAllByRole("definition")[0]).toHaveTextContent("6");
  });

  it("shows a loading message while the orders are read", async () => {
    let answer: ((response: Response) => void) | undefined;
    stubNetwork({ "GET /api/orders": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderDashboard();
    expect(await screen.findByText("Loading your orders...")).toBeInTheDocument();
    // The message shows before the request goes out (the session's token comes first).
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse(200, { orders: [] }));
    expect(await screen.findByRole("link", { name: "Create Your Song" })).toBeInTheDocument();
  });

  it("invites a customer without orders to create a song", async () => {
    stubNetwork({ "GET /api/orders": { orders: [] } });
    renderDashboard();
    expect(await screen.findByRole("link", { name: "Create Your Song" })).toHaveAttribute("href", "/create");
    expect(screen.getByText(/haven't ordered a song yet/)).toBeInTheDocument();
  });

  it("says 'Failed to load orders' when the server fails, that the fault is on its side, and reads again on Try Again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubNetwork({
      "GET /api/orders": () =>
        ++calls === 1
          ? jsonResponse(500, { error: { code: "internal", message: "boom" } })
          : jsonResponse(200, { orders: [] }),
    });
    renderDashboard();
    const alert = (await screen.findByText(MESSAGES.ordersLoadFailed)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent("Something went wrong on our side. Please try again in a moment.");
    expect(alert).not.toHaveTextContent("boom");
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Create Your Song" })).toBeInTheDocument();
  });

  it("says in the server's words why it refused the session, and offers to log out and in again", async () => {
    const user = userEvent.setup();
    const refusal = "Please log in with your email and password to continue.";
    stubNetwork({
      "GET /api/orders": () => jsonResponse(403, { error: { code: "password_sign_in_required", message: refusal } }),
    });
    const { backend } = renderDashboard();
    const alert = (await screen.findByText(MESSAGES.ordersLoadFailed)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent("Log out, then log in again to see your orders.");
    await user.click(within(alert).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(backend.signOut).toHaveBeenCalledTimes(1);
  });

  it("shows an order on its own page: its status first, then what was ordered", async () => {
    const order = makeOrderView({
      id: "o-anniversary",
      recipientName: "Emma",
      occasion: "anniversary",
      genre: "rnb",
      artistName: "Marcus Johnson",
      package: "deluxe",
      addOns: ["rush", "lyrics-print"],
      story: "Ten years of Sunday pancakes.",
      keyMoments: "The trip to Lisbon.",
      totalCents: 17900,
      status: "completed",
      revisionRequested: true,
      createdAt: "2025-03-04T12:00:00.000Z",
      revisions: [
        {
          note: "Slower bridge please",
          requestedAt: "2025-03-10T12:00:00.000Z",
          resolvedAt: null,
          resolvedByVersion: null,
        },
      ],
    });
    stubNetwork({ "GET /api/orders": { orders: [order] } });
    renderDashboard("u1", { route: "/dashboard/orders/o-anniversary" });
    const dialog = await screen.findByRole("article", { name: "Song for Emma" });
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders/o-anniversary");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Song for Emma");
    expect(within(dialog).getByRole("group", { name: "Status" })).toHaveTextContent(/^Revision requested/);
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Occasion: "Anniversary",
      Genre: "R&B",
      Artist: "Marcus Johnson",
      Package: "Deluxe Package",
      "Add-ons": "Rush Delivery, 24-48 hours, Framed Lyrics Print",
      Recipient: "Emma",
      Story: "Ten years of Sunday pancakes.",
      "Key moments": "The trip to Lisbon.",
      Total: "$179.00",
      Ordered: "March 4, 2025",
    });
    expect(
      within(within(dialog).getByRole("list", { name: "Revision history" })).getByText("Slower bridge please"),
    ).toBeInTheDocument();
  });

  it("shows a saved order offline with a banner, and turns off what needs the network", async () => {
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    await saveSong("u1", emma.id, await song());
    stubNetwork({ "GET /api/orders": networkDown });
    renderDashboard("u1", { route: "/dashboard/orders/o-emma" });
    expect(
      await screen.findByText(/^You're offline\. Showing this order as saved on March 9, 2025/),
    ).toBeInTheDocument();
    const card = orderCard("Song for Emma");
    for (const name of ["Download", "Share", "Request Revision", "Leave a Review"]) {
      const button = within(card).getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Needs a connection");
    }
    expect(within(card).getByRole("group", { name: "Status" })).toHaveTextContent("Completed");
    expect(await within(card).findByText("Available offline")).toBeInTheDocument();
    expect(await within(card).findByRole("button", { name: "Play Song for Emma" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Remove from this device" })).toBeEnabled();
  });

  it("uses the saved orders without trying the network when the browser is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    const requests = stubNetwork({ "GET /api/orders": { orders: [] } });
    renderDashboard();
    expect(await screen.findByText(/^You're offline\./)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Song for Emma" })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("opens an order's link on its page, keeping the address, and goes back to the list", async () => {
    const user = userEvent.setup();
    stubNetwork({ "GET /api/orders": { orders: allOrders } });
    renderDashboard("u1", { route: "/dashboard" });
    const list = await screen.findByRole("list", { name: "Your orders" });
    await user.click(within(list).getByRole("link", { name: /^Song for Grandpa Joe/ }));
    const page = await screen.findByRole("article", { name: "Song for Grandpa Joe" });
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders/o-joe");
    expect(within(page).getByRole("group", { name: "Status" })).toHaveTextContent("In Progress");
    await user.click(screen.getByRole("link", { name: "← All your orders" }));
    expect(await screen.findByRole("list", { name: "Your orders" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
  });

  it("says so when a link's order is not among the customer's orders, with the way back to theirs", async () => {
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    renderDashboard("u1", { route: "/dashboard/orders/someone-elses" });
    expect(await screen.findByText(MESSAGES.orderLinkNotFound, { exact: false })).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("article", { name: "Song for Emma" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← All your orders" })).toHaveAttribute("href", "/dashboard");
  });

  it("opens an order's link offline from the orders saved on the device, and says when it is not saved", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    stubNetwork({});
    const first = renderDashboard("u1", { route: "/dashboard/orders/o-emma" });
    expect(await screen.findByRole("article", { name: "Song for Emma" })).toBeInTheDocument();
    first.unmount();
    renderDashboard("u1", { route: "/dashboard/orders/o-joe" });
    expect(await screen.findByText(MESSAGES.orderLinkNotSaved, { exact: false })).toHaveAttribute("role", "alert");
  });

  it("says on each row what is new and counts those orders, never moves a row, and marks the news seen when the order opens", async () => {
    const asked = { ...grandpa, news: [{ kind: "question" as const, name: "Maya Rivers" }] };
    const thanked = {
      ...emma,
      news: [
        { kind: "song_ready" as const, name: "" },
        { kind: "gift_thanked" as const, name: "Anna Lee" },
      ],
    };
    let isSeen = false;
    const requests = stubNetwork({
      // Once seen, the server says only the question is still new.
      "GET /api/orders": () => jsonResponse(200, { orders: [isSeen ? { ...emma, news: [] } : thanked, asked, mia] }),
      "POST /api/orders/o-emma/seen": () => {
        isSeen = true;
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard();
    const list = await screen.findByRole("list", { name: "Your orders" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Song for Emma", "Song for Grandpa Joe", "Song for Mia"]);
    expect(screen.getByRole("heading", { name: "Your Orders 2 with news" })).toBeInTheDocument();
    expect(orderCard("Song for Grandpa Joe")).toHaveTextContent("New: Maya asked you a question");
    expect(orderCard("Song for Emma")).toHaveTextContent("New: Your song is ready · Anna replied");
    expect(orderCard("Song for Mia")).not.toHaveTextContent("New:");

    await userEvent.click(within(list).getByRole("link", { name: /^Song for Emma/ }));
    await screen.findByRole("article", { name: "Song for Emma" });
    await waitFor(() =>
      expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
        "/api/orders/o-emma/seen",
      ]),
    );
    await userEvent.click(screen.getByRole("link", { name: "← All your orders" }));
    const again = await screen.findByRole("list", { name: "Your orders" });
    // Reading the news moved nothing: the rows stand where they stood.
    expect(
      within(again)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Song for Emma", "Song for Grandpa Joe", "Song for Mia"]);
    expect(orderCard("Song for Emma")).not.toHaveTextContent("New:");
    expect(screen.getByRole("heading", { name: "Your Orders 1 with news" })).toBeInTheDocument();
  });

  it("keeps the last orders on the device after a successful read", async () => {
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    renderDashboard();
    await screen.findByRole("article", { name: "Song for Emma" });
    await waitFor(async () => expect((await readCachedOrders("u1"))?.orders).toEqual([emma]));
  });

  it("never shows another account's saved orders or songs on the same device", async () => {
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    await saveSong("u1", emma.id, await song());
    stubNetwork({ "GET /api/orders": networkDown });
    renderDashboard("u2");
    expect(await screen.findByRole("heading", { name: OFFLINE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.queryByText("Song for Emma")).not.toBeInTheDocument();
  });

  it("logs out at once when no songs are saved, clearing the saved orders", async () => {
    const user = userEvent.setup();
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    const { backend } = renderDashboard();
    await screen.findByRole("article", { name: "Song for Emma" });
    await waitFor(async () => expect(await readCachedOrders("u1")).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(backend.signOut).toHaveBeenCalledTimes(1);
    expect(await readCachedOrders("u1")).toBeNull();
  });

  it("warns that saved songs will be removed before logging out, then removes them", async () => {
    const user = userEvent.setup();
    await saveSong("u1", emma.id, await song());
    await saveSong("u2", "o-other", await song());
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    const { backend } = renderDashboard();
    await screen.findByRole("article", { name: "Song for Emma" });
    await waitFor(async () => expect(await listSavedSongIds("u1")).toEqual([emma.id]));
    await user.click(screen.getByRole("button", { name: "Log out" }));
    const confirm = await screen.findByRole("dialog", { name: "Log out of this device?" });
    expect(confirm).toHaveAccessibleDescription(/Songs you saved on this device will be removed from it/);
    expect(backend.signOut).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(await listSavedSongIds("u1")).toEqual([]);
    expect(await listSavedSongIds("u2")).toEqual(["o-other"]);
  });

  it("says 'Failed to logout' and keeps the session when signing out fails", async () => {
    const user = userEvent.setup();
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    const session = customerSession("u1");
    vi.mocked(session.backend.signOut).mockRejectedValueOnce(new Error("network"));
    renderDashboard("u1", { backend: session });
    await screen.findByRole("article", { name: "Song for Emma" });
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText(SHELL_MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(session.backend.currentUser()).not.toBeNull();
  });
});
