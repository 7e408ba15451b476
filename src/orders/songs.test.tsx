// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@songs/domain";
import { listSavedSongIds, readSong } from "../offline/songStore";
import { makeCustomerFulfilment, makeOrderView } from "../test/support/orderFixtures";
import { jsonResponse, renderOrderPage, setUpEachDashboardTest, stubNetwork } from "./testing/renderDashboard";

const emma = makeOrderView({ id: "o-emma", recipientName: "Emma", artistName: "Sarah Mitchell" });
const signedUrl = "https://blobs.example/songs/o-emma.mp3?signature=abc";
const download = (firstDownload: boolean) => ({
  url: signedUrl,
  expiresInSeconds: 3600,
  firstDownload,
  fileName: "Song for Emma.mp3",
  contentType: "audio/mpeg",
});

// Rendering the whole screen is slow on a busy two-core machine; this is a budget, not an assertion.
describe("songs on the order's page", { timeout: 20_000 }, () => {
  let savedFiles: string[];
  setUpEachDashboardTest();
  beforeEach(() => {
    savedFiles = [];
    // What the browser would save: the download link's file name.
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      savedFiles.push(this.download);
    });
  });

  it("saves the song under its friendly name, keeps it for offline replay, and thanks the customer once", async () => {
    const user = userEvent.setup();
    let downloads = 0;
    stubNetwork({
      "GET /api/orders": { orders: [emma] },
      "POST /api/orders/o-emma/download": () => jsonResponse(200, download(++downloads === 1)),
      [`GET ${signedUrl}`]: () => new Response("ID3 the song", { headers: { "Content-Type": "audio/mpeg" } }),
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma" });

    await user.click(within(card).getByRole("button", { name: "Download" }));
    expect(await screen.findByText(MESSAGES.downloadTracked)).toBeInTheDocument();
    expect(savedFiles).toEqual(["Song for Emma.mp3"]);
    expect(await within(card).findByText("Available offline")).toBeInTheDocument();
    expect(await (await readSong("u1", "o-emma"))!.blob.text()).toBe("ID3 the song");
    expect(await within(card).findByRole("button", { name: "Play Song for Emma" })).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(savedFiles).toHaveLength(2));
    expect(screen.getAllByText(MESSAGES.downloadTracked)).toHaveLength(1);
  });

  it("plays a saved song from the device and can remove it", async () => {
    const user = userEvent.setup();
    stubNetwork({
      "GET /api/orders": { orders: [emma] },
      "POST /api/orders/o-emma/download": download(true),
      [`GET ${signedUrl}`]: () => new Response("ID3 the song"),
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma" });
    await user.click(within(card).getByRole("button", { name: "Download" }));
    await user.click(await within(card).findByRole("button", { name: "Play Song for Emma" }));
    expect(within(card).getByRole("button", { name: "Pause Song for Emma" })).toBeInTheDocument();
    expect(document.querySelector("audio")?.getAttribute("src")).toMatch(/^blob:/);

    await user.click(within(card).getByRole("button", { name: "Remove from this device" }));
    await waitFor(() => expect(within(card).queryByText("Available offline")).not.toBeInTheDocument());
    expect(await listSavedSongIds("u1")).toEqual([]);
    expect(within(card).getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  it("says a song saved offline is on this device (not the download's thanks), and plays the instrumental under its name", async () => {
    const user = userEvent.setup();
    const withInstrumental = { ...emma, fulfilment: makeCustomerFulfilment({ hasInstrumental: true }) };
    const instrumentalUrl = "https://blobs.example/songs/o-emma-instrumental.mp3?signature=abc";
    stubNetwork({
      "GET /api/orders": { orders: [withInstrumental] },
      "POST /api/orders/o-emma/download": download(true),
      [`GET ${signedUrl}`]: () => new Response("ID3 the song"),
      "POST /api/orders/o-emma/instrumental/stream": {
        url: instrumentalUrl,
        expiresInSeconds: 3600,
        contentType: "audio/mpeg",
      },
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma" });
    await user.click(within(card).getByRole("button", { name: "Save Offline" }));
    expect(await screen.findByText(MESSAGES.songSavedOnDevice)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.downloadTracked)).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Play Instrumental" }));
    expect(await within(card).findByRole("button", { name: "Pause Song for Emma (Instrumental)" })).toBeInTheDocument();
  });

  it("streams a song that is not saved on the device without counting a download", async () => {
    const user = userEvent.setup();
    const requests = stubNetwork({
      "GET /api/orders": { orders: [emma] },
      "POST /api/orders/o-emma/stream": { url: signedUrl, expiresInSeconds: 3600, contentType: "audio/mpeg" },
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma" });
    await user.click(within(card).getByRole("button", { name: "Play" }));
    await within(card).findByRole("button", { name: "Pause Song for Emma" });
    expect(document.querySelector("audio")).toHaveAttribute("src", signedUrl);
    expect(within(card).queryByText("Available offline")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith("/download"))).toEqual([]);
  });

  it("says why when the song cannot be downloaded yet", async () => {
    const user = userEvent.setup();
    stubNetwork({
      "GET /api/orders": { orders: [emma] },
      "POST /api/orders/o-emma/download": () =>
        jsonResponse(409, { error: { code: "order_not_completed", message: MESSAGES.orderNotCompleted } }),
    });
    renderOrderPage("o-emma");
    const card = await screen.findByRole("article", { name: "Song for Emma" });
    await user.click(within(card).getByRole("button", { name: "Download" }));
    expect(await screen.findByText(MESSAGES.orderNotCompleted)).toBeInTheDocument();
    expect(savedFiles).toEqual([]);
  });

  it("offers song actions only on completed orders", async () => {
    stubNetwork({
      "GET /api/orders": {
        orders: [makeOrderView({ id: "o-joe", recipientName: "Joe", status: "in_progress", hasSong: false })],
      },
    });
    renderOrderPage("o-joe");
    const card = await screen.findByRole("article", { name: "Song for Joe" });
    for (const name of ["Download", "Play", "Share", "Request Revision", "Leave a Review"]) {
      expect(within(card).queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(within(card).getByRole("group", { name: "Status" })).toHaveTextContent("In Progress");
  });
});
