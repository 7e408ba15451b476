// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSong } from "../offline/songStore";
import { makeOrderView } from "../test/support/orderFixtures";
import { renderOrderPage, setUpEachDashboardTest, stubNetwork } from "./testing/renderDashboard";

const link = { token: "tok123", url: "http://127.0.0.1:5000/listen/tok123" };
const emma = makeOrderView({ id: "o-emma", recipientName: "Emma Rose" });

function giveBrowser(name: "share" | "canShare", value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

// Rendering the whole screen is slow on a busy two-core machine; this is a budget, not an assertion.
describe("sharing a song", { timeout: 20_000 }, () => {
  setUpEachDashboardTest();
  afterEach(() => {
    Reflect.deleteProperty(navigator, "share");
    Reflect.deleteProperty(navigator, "canShare");
  });

  it("creates the private link and offers it through the browser's share sheet", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    giveBrowser("share", share);
    const requests = stubNetwork({ "GET /api/orders": { orders: [emma] }, "POST /api/orders/o-emma/share": link });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma Rose" });
    await user.click(within(card).getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "A song for Emma", url: link.url }));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(within(card).getByRole("textbox", { name: "Private listening link" })).toHaveValue(link.url);
  });

  it("shares the saved song file with the link where the browser can share files", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async (_data: ShareData) => undefined);
    giveBrowser("share", share);
    giveBrowser("canShare", (data: ShareData) => (data.files?.length ?? 0) > 0);
    const blob = await new Response("ID3 song").blob();
    await saveSong("u1", "o-emma", { blob, fileName: "Song for Emma Rose.mp3", contentType: "audio/mpeg" });
    stubNetwork({ "GET /api/orders": { orders: [{ ...emma, share: link }] } });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma Rose" });
    await within(card).findByText("Available offline");
    await user.click(within(card).getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const shared = share.mock.calls[0]![0];
    expect(shared.url).toBe(link.url);
    expect(shared.files?.map((file) => file.name)).toEqual(["Song for Emma Rose.mp3"]);
  });

  it("copies the link where the browser has no share sheet", async () => {
    const user = userEvent.setup();
    stubNetwork({ "GET /api/orders": { orders: [emma] }, "POST /api/orders/o-emma/share": link });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma Rose" });
    await user.click(within(card).getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link.url);
  });

  it("copies an existing link on request and stops sharing it", async () => {
    const user = userEvent.setup();
    const requests = stubNetwork({
      "GET /api/orders": { orders: [{ ...emma, share: link }] },
      "DELETE /api/orders/o-emma/share": () => new Response(null, { status: 204 }),
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma Rose" });
    await user.click(within(card).getByRole("button", { name: "Copy Link" }));
    expect(await navigator.clipboard.readText()).toBe(link.url);

    await user.click(within(card).getByRole("button", { name: "Stop Sharing" }));
    await waitFor(() =>
      expect(within(card).queryByRole("textbox", { name: "Private listening link" })).not.toBeInTheDocument(),
    );
    expect(requests.some((request) => request.method === "DELETE" && request.url === "/api/orders/o-emma/share")).toBe(
      true,
    );
    expect(within(card).queryByRole("button", { name: "Stop Sharing" })).not.toBeInTheDocument();
  });
});
