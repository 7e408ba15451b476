// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES, OFFLINE_MESSAGES, SHELL_MESSAGES } from "@songs/domain";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { listSavedSongIds, saveSong } from "../offline/songStore";
import { makeOrderView } from "../test/support/orderFixtures";
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

  it("shows the orders as the server sends them (newest first), each with its status badge", async () => {
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
    const badge = (name: string, text: string) => within(orderCard(name)).getByText(text);
    expect(badge("Song for Emma", "Completed")).toHaveAttribute("data-variant", "success");
    expect(badge("Song for Grandpa Joe", "In Progress")).toHaveAttribute("data-variant", "progress");
    expect(badge("Song for Mia", "Paid")).toHaveAttribute("data-variant", "default");
    expect(badge("Song for Sam", "Pending")).toHaveAttribute("data-variant", "outline");
    expect(badge("Song for Lee", "Cancelled")).toHaveAttribute("data-variant", "destructive");
    expect(badge("Song for Kim", "on_hold")).toHaveAttribute("data-variant", "secondary");
    expect(document.title).toBe("My Dashboard | Songs From The Heart");
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
    const refusal = "Please sign in with your email and password to continue.";
    stubNetwork({
      "GET /api/orders": () => jsonResponse(403, { error: { code: "password_sign_in_required", message: refusal } }),
    });
    const { backend } = renderDashboard();
    const alert = (await screen.findByText(MESSAGES.ordersLoadFailed)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent("Log out, then log in again to see your orders.");
    await user.click(within(alert).getByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(backend.signOut).toHaveBeenCalledTimes(1);
  });

  it("shows an order's full details in a dialog", async () => {
    const user = userEvent.setup();
    const order = makeOrderView({
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
    renderDashboard();
    await user.click(await screen.findByRole("button", { name: "View Details" }));
    const dialog = screen.getByRole("dialog", { name: "Song for Emma" });
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
      Status: "Completed",
      Ordered: "March 4, 2025",
    });
    expect(
      within(within(dialog).getByRole("list", { name: "Revision history" })).getByText("Slower bridge please"),
    ).toBeInTheDocument();
  });

  it("shows the saved orders offline with a banner, and turns off what needs the network", async () => {
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    await saveSong("u1", emma.id, await song());
    stubNetwork({ "GET /api/orders": networkDown });
    renderDashboard();
    expect(
      await screen.findByText(/^You're offline\. Showing your orders as saved on March 9, 2025/),
    ).toBeInTheDocument();
    const card = orderCard("Song for Emma");
    for (const name of ["Download", "Share", "Request Revision", "Leave a Review"]) {
      const button = within(card).getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Needs a connection");
    }
    expect(within(card).getByRole("button", { name: "View Details" })).toBeEnabled();
    expect(within(card).getByText("Available offline")).toBeInTheDocument();
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

  it("opens an order's link with that order's details, and closing them shows the dashboard", async () => {
    stubNetwork({ "GET /api/orders": { orders: allOrders } });
    renderDashboard("u1", { route: "/dashboard/orders/o-joe" });
    const details = await screen.findByRole("dialog", { name: "Song for Grandpa Joe" });
    expect(within(details).getByText("Order details")).toBeInTheDocument();
    await userEvent.click(within(details).getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("list", { name: "Your orders" })).toBeInTheDocument();
  });

  it("says so when a link's order is not among the customer's orders, and still shows theirs", async () => {
    stubNetwork({ "GET /api/orders": { orders: [emma] } });
    renderDashboard("u1", { route: "/dashboard/orders/someone-elses" });
    expect(await screen.findByText(MESSAGES.orderLinkNotFound, { exact: false })).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Song for Emma" })).toBeInTheDocument();
  });

  it("opens an order's link offline from the orders saved on the device, and says when it is not saved", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await saveCachedOrders("u1", [emma], new Date("2025-03-09T12:00:00.000Z"));
    stubNetwork({});
    const first = renderDashboard("u1", { route: "/dashboard/orders/o-emma" });
    expect(await screen.findByRole("dialog", { name: "Song for Emma" })).toBeInTheDocument();
    first.unmount();
    renderDashboard("u1", { route: "/dashboard/orders/o-joe" });
    expect(await screen.findByText(MESSAGES.orderLinkNotSaved, { exact: false })).toHaveAttribute("role", "alert");
  });

  it("says on each card what is new, counts those orders, lists the ones waiting for the customer first, and marks the news seen when the details open", async () => {
    const asked = { ...grandpa, news: [{ kind: "question" as const, name: "Maya Rivers" }] };
    const thanked = {
      ...emma,
      news: [
        { kind: "song_ready" as const, name: "" },
        { kind: "gift_thanked" as const, name: "Anna Lee" },
      ],
    };
    const requests = stubNetwork({
      "GET /api/orders": { orders: [thanked, asked, mia] },
      "POST /api/orders/o-emma/seen": () => new Response(null, { status: 204 }),
    });
    renderDashboard();
    const list = await screen.findByRole("list", { name: "Your orders" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Song for Grandpa Joe", "Song for Emma", "Song for Mia"]);
    expect(screen.getByRole("heading", { name: "Your Orders 2 with news" })).toBeInTheDocument();
    expect(
      within(within(orderCard("Song for Grandpa Joe")).getByRole("list", { name: "What's new" })).getByText(
        "Maya asked you a question",
      ),
    ).toBeInTheDocument();
    const news = within(orderCard("Song for Emma")).getByRole("list", { name: "What's new" });
    expect(
      within(news)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Your song is ready", "Anna replied"]);
    expect(within(orderCard("Song for Mia")).queryByRole("list", { name: "What's new" })).not.toBeInTheDocument();

    await userEvent.click(within(orderCard("Song for Emma")).getByRole("button", { name: "View Details" }));
    await waitFor(() =>
      expect(within(orderCard("Song for Emma")).queryByRole("list", { name: "What's new" })).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/orders/o-emma/seen",
    ]);
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
    await user.click(screen.getByRole("button", { name: "Log Out" }));
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
    await within(await screen.findByRole("article", { name: "Song for Emma" })).findByText("Available offline");
    await user.click(screen.getByRole("button", { name: "Log Out" }));
    const confirm = await screen.findByRole("dialog", { name: "Log out of this device?" });
    expect(confirm).toHaveAccessibleDescription(/Songs you saved on this device will be removed from it/);
    expect(backend.signOut).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Log Out" }));
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
    await user.click(screen.getByRole("button", { name: "Log Out" }));
    expect(await screen.findByText(SHELL_MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(session.backend.currentUser()).not.toBeNull();
  });
});
