// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DELIVERY_MESSAGES,
  MESSAGES,
  VALIDATION,
  orderNumber,
  type AdminOrderDetails,
  type AdminOrderSummary,
} from "@songs/domain";
import { ARTISTS_PATH } from "../../api/artistsApi";
import { FakeUploadRequest } from "../../test/support/FakeUploadRequest";
import { makeArtist } from "../../test/support/fixtures";
import { makeAdminFulfilment, makeHandInView, saidOf } from "../../test/support/orderFixtures";
import { stubMediaPlayback } from "../../test/support/mediaPlayback";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../../test/support/renderWithProviders";
import AdminOrdersPage from "./AdminOrdersPage";

const LIST = "/api/admin/orders?search=&status=";

const summary = (overrides: Partial<Omit<AdminOrderSummary, "number" | "said">>): AdminOrderSummary => {
  const row = {
    id: "cs_rose",
    createdAt: "2025-03-05T10:00:00.000Z",
    customerName: "Emma Walker",
    customerEmail: "emma@example.com",
    recipientName: "Grandma Rose",
    occasion: "birthday",
    package: "premium",
    totalCents: 6499,
    status: "paid",
    hasSong: false,
    revisionRequested: false,
    work: null,
    ...overrides,
  };
  return {
    ...row,
    number: orderNumber(row.id),
    said: saidOf("admin", { ...row, stage: row.work?.stage ?? null, addOns: [] }),
  };
};

const rose = summary({});
const tom = summary({
  id: "cs_tom",
  createdAt: "2025-03-04T10:00:00.000Z",
  customerName: null,
  customerEmail: "tom@example.com",
  recipientName: "Tom Baker",
  package: "deluxe",
  totalCents: 12900,
  status: "completed",
  hasSong: true,
});

const details = (overrides: Partial<AdminOrderDetails> = {}): AdminOrderDetails => ({
  ...rose,
  genre: "hiphop",
  artistName: "Maya Rivers",
  story: "She taught me to bake bread on Sunday mornings.",
  keyMoments: "The summer at the lake",
  addOns: ["rush", "lyrics-print"],
  shippingAddress: {
    name: "Rose Baker",
    line1: "12 Orchard Lane",
    line2: null,
    city: "Portland",
    postalCode: "97201",
    state: "OR",
    country: "US",
  },
  song: null,
  revisions: [],
  statusHistory: [],
  refunds: [],
  refundedCents: 0,
  pendingRefund: null,
  refundOwed: false,
  fulfilment: makeAdminFulfilment(),
  ...overrides,
});

const ORDER = "/api/admin/orders/cs_rose";

const renderOrdersPage = () => renderWithProviders(<AdminOrdersPage />, { route: "/admin/orders" });

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "View order for Grandma Rose" }));
  return screen.findByRole("dialog", { name: "Order for Grandma Rose" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("admin orders list", () => {
  it("lists every order with date, customer name and email, recipient, package, total and status", async () => {
    stubApi({ [LIST]: { orders: [rose, tom], nextCursor: null } });
    renderOrdersPage();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("Emma Walker");
    expect(first).toHaveTextContent("emma@example.com");
    expect(first).toHaveTextContent("Grandma Rose");
    expect(first).toHaveTextContent("Premium Song");
    expect(first).toHaveTextContent("$64.99");
    // A paid order no artist holds: the admins are told it is theirs to assign.
    expect(within(first!).getByRole("group", { name: "Status" })).toHaveTextContent("UnclaimedAssign an artist.");
    expect(first).toHaveTextContent(`Order ${rose.number}`);
    expect(first!.querySelector("time")).toHaveAttribute("dateTime", rose.createdAt);
    expect(second).toHaveTextContent("tom@example.com");
    expect(second).toHaveTextContent("Deluxe Package");
    expect(within(second!).getByText("Completed")).toBeInTheDocument();
  });

  it("shows older orders on request, a page at a time", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: "cursor-after-rose" },
      [`${LIST}&cursor=cursor-after-rose`]: { orders: [tom], nextCursor: null },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    await screen.findByText("Grandma Rose");
    await user.click(screen.getByRole("button", { name: "Show more orders" }));
    expect(await screen.findByText("Tom Baker")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more orders" })).not.toBeInTheDocument();
  });

  it("searches and filters by status through the API", async () => {
    const fetchMock = stubApi({
      [LIST]: { orders: [rose, tom], nextCursor: null },
      "/api/admin/orders?search=Rose&status=": { orders: [rose], nextCursor: null },
      "/api/admin/orders?search=Rose&status=completed": { orders: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    await screen.findByText("Tom Baker");

    await user.click(screen.getByRole("searchbox", { name: "Search orders" }));
    await user.paste("Rose");
    await waitFor(() => expect(screen.queryByText("Tom Baker")).not.toBeInTheDocument());
    expect(screen.getByText("Grandma Rose")).toBeInTheDocument();

    const status = screen.getByRole("combobox", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All statuses", "Pending", "Paid", "In Progress", "Completed", "Cancelled"]);
    await user.selectOptions(status, "Completed");
    expect(await screen.findByText("No orders match your search.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/orders?search=Rose&status=completed", expect.anything());
  });

  it("opens the order a link names (`?order=`), searched for in the list", async () => {
    stubApi({ "/api/admin/orders?search=cs_rose&status=": { orders: [rose], nextCursor: null }, [ORDER]: details() });
    renderWithProviders(<AdminOrdersPage />, { route: "/admin/orders?order=cs_rose" });
    expect(await screen.findByRole("dialog", { name: "Order for Grandma Rose" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search orders" })).toHaveValue("cs_rose");
  });

  it("says 'Failed to load orders. Please try again.' when the list cannot load", async () => {
    stubApi({ [LIST]: () => jsonResponse(500, { error: { code: "internal", message: "Something went wrong" } }) });
    renderOrdersPage();
    expect(await screen.findAllByText(MESSAGES.adminOrdersLoadFailed)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

describe("order details", () => {
  it("shows the story, key moments, add-ons, shipping address, revision requests and status history", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details({
        revisions: [
          {
            note: "Slower bridge, please",
            requestedAt: "2025-03-06T09:00:00.000Z",
            resolvedAt: null,
            resolvedByVersion: null,
          },
        ],
        statusHistory: [
          {
            event: "start_work",
            from: "paid",
            to: "in_progress",
            changedByEmail: "admin@example.com",
            reason: null,
            createdAt: "2025-03-05T12:00:00.000Z",
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(dialog).toHaveTextContent("She taught me to bake bread on Sunday mornings.");
    expect(dialog).toHaveTextContent("The summer at the lake");
    expect(dialog).toHaveTextContent("Rush Delivery, 24-48 hours, Framed Lyrics Print");
    // Option ids show as the customer sees them: "hiphop" is "Hip-Hop", "premium" is "Premium Song".
    expect(dialog).toHaveTextContent(/GenreHip-Hop/);
    expect(dialog).toHaveTextContent(/OccasionBirthday/);
    expect(dialog).toHaveTextContent(/PackagePremium Song/);
    expect(dialog).toHaveTextContent("Emma Walker (emma@example.com)");
    expect(within(dialog).getByRole("heading", { name: "Shipping address" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("12 Orchard Lane");
    expect(dialog).toHaveTextContent("Portland, OR, 97201");
    expect(within(dialog).getByRole("list", { name: "Revision requests" })).toHaveTextContent(
      "Slower bridge, please (open)",
    );
    expect(within(dialog).getByRole("list", { name: "Status history" })).toHaveTextContent(
      "Paid → In Progress by admin@example.com",
    );
  });

  it("offers only the statuses the order may move to", async () => {
    stubApi({ [LIST]: { orders: [rose], nextCursor: null }, [ORDER]: details() });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    const select = within(dialog).getByRole("combobox", { name: "New status" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a status", "In Progress", "Cancelled"]);
    expect(within(dialog).getByRole("button", { name: "Update Status" })).toBeDisabled();
  });

  it("offers no status change for a completed order", async () => {
    stubApi({ [LIST]: { orders: [rose], nextCursor: null }, [ORDER]: details({ status: "completed" }) });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(within(dialog).queryByRole("combobox", { name: "New status" })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("No further status changes are possible for this order.");
  });

  it("asks before cancelling a paid order, and refunds only once confirmed", async () => {
    const fetchMock = stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details(),
      [`${ORDER}/status`]: details({
        status: "cancelled",
        refundedCents: 6499,
        said: saidOf("admin", { ...rose, status: "cancelled", stage: null, addOns: [] }),
      }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New status" }), "Cancelled");
    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));

    const question = within(dialog).getByRole("group", { name: "Cancel and refund $64.99?" });
    expect(sentBody(fetchMock, `${ORDER}/status`)).toBeUndefined();
    await user.click(within(question).getByRole("button", { name: "Keep Order" }));
    expect(within(dialog).queryByRole("group", { name: "Cancel and refund $64.99?" })).not.toBeInTheDocument();
    expect(sentBody(fetchMock, `${ORDER}/status`)).toBeUndefined();

    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel and Refund" }));
    expect(await screen.findByText("Order status updated to Cancelled")).toBeInTheDocument();
    expect(sentBody(fetchMock, `${ORDER}/status`)).toEqual({ status: "cancelled" });
    expect(within(dialog).getByRole("group", { name: "Status" })).toHaveTextContent(/^Cancelled/);
  });

  it("refunds again a cancelled order whose refund did not happen", async () => {
    const cancelled = {
      status: "cancelled" as const,
      said: saidOf("admin", { ...rose, status: "cancelled", stage: null, addOns: [] }),
    };
    const fetchMock = stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details({ ...cancelled, refundOwed: true }),
      [`${ORDER}/refund-again`]: details({
        ...cancelled,
        pendingRefund: { state: "requested", failure: null },
      }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(dialog).toHaveTextContent("$64.99 of this cancelled order's payment was not refunded.");
    await user.click(within(dialog).getByRole("button", { name: "Refund $64.99 again" }));
    // The toast, and the order's Refunds section.
    expect(await screen.findAllByText("The refund of $64.99 is on its way through Stripe.")).toHaveLength(2);
    expect(sentBody(fetchMock, `${ORDER}/refund-again`)).toEqual({});
    expect(within(dialog).queryByRole("button", { name: "Refund $64.99 again" })).not.toBeInTheDocument();
  });

  it("moves a paid order to in progress without asking", async () => {
    const fetchMock = stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details(),
      [`${ORDER}/status`]: details({ status: "in_progress" }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New status" }), "In Progress");
    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));
    expect(await screen.findByText("Order status updated to In Progress")).toBeInTheDocument();
    expect(sentBody(fetchMock, `${ORDER}/status`)).toEqual({ status: "in_progress" });
  });
});

describe("uploading the finished song", () => {
  const uploadIssued = {
    uploadId: "u-1",
    uploadUrl: "https://storage.example/put?sig=1",
    contentType: "audio/wav",
    headers: { "x-goog-content-length-range": "0,52428799" },
    expiresInSeconds: 900,
  };
  const songFile = () => new File([new Uint8Array(2048)], "final.wav", { type: "audio/wav" });

  async function pickAndUpload(user: ReturnType<typeof userEvent.setup>, file: File) {
    const dialog = await openDetails(user);
    await user.upload(within(dialog).getByLabelText("Finished song (MP3, WAV or M4A, under 50MB)"), file);
    return dialog;
  }

  /** Uploads a song file as an admin does, up to the PUT to storage, which the test then answers. */
  async function startSongUpload(completeAnswer: unknown) {
    FakeUploadRequest.install();
    const fetchMock = stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details(),
      [`${ORDER}/song-uploads`]: uploadIssued,
      [`${ORDER}/song-uploads/u-1/complete`]: completeAnswer,
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await pickAndUpload(user, songFile());
    await user.click(within(dialog).getByRole("button", { name: "Upload Song" }));
    await waitFor(() => expect(FakeUploadRequest.last).toBeDefined());
    return { dialog, fetchMock, request: FakeUploadRequest.last! };
  }

  it("puts the file to the signed URL with a progress bar, then keeps it for the delivery", async () => {
    const { dialog, fetchMock, request } = await startSongUpload({
      message: DELIVERY_MESSAGES.fileAttached,
      version: 0,
    });
    expect(request).toMatchObject({
      method: "PUT",
      url: uploadIssued.uploadUrl,
      headers: { "Content-Type": "audio/wav" },
    });
    expect(sentBody(fetchMock, `${ORDER}/song-uploads`)).toEqual({
      fileName: "final.wav",
      contentType: "audio/wav",
      size: 2048,
      item: "song",
    });

    request.progress(512, 2048);
    const progress = within(dialog).getByRole("progressbar", { name: "Upload progress" });
    expect(progress).toHaveAttribute("value", "25");
    expect(dialog).toHaveTextContent("25%");

    request.respond(200);
    expect(await screen.findByText(DELIVERY_MESSAGES.fileAttached)).toBeInTheDocument();
    expect(within(dialog).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("refuses a file that is not MP3, WAV or M4A, or is 50MB or more, before uploading", async () => {
    const fetchMock = stubApi({ [LIST]: { orders: [rose], nextCursor: null }, [ORDER]: details() });
    const user = userEvent.setup({ applyAccept: false });
    renderOrdersPage();
    const dialog = await pickAndUpload(user, new File(["png"], "cover.png", { type: "image/png" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(VALIDATION.songFileInvalid);
    expect(within(dialog).getByRole("button", { name: "Upload Song" })).toBeDisabled();

    const huge = songFile();
    Object.defineProperty(huge, "size", { value: 50 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText("Finished song (MP3, WAV or M4A, under 50MB)"), huge);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(VALIDATION.songFileTooLarge);
    expect(fetchMock).not.toHaveBeenCalledWith(`${ORDER}/song-uploads`, expect.anything());
  });

  it("shows 'Upload Failed' with the reason when the server rejects the stored file", async () => {
    const { request } = await startSongUpload(() =>
      jsonResponse(422, {
        error: {
          code: "upload_rejected",
          message: MESSAGES.uploadFailed,
          fields: { file: "The file's content is image/png, not MP3, WAV or M4A." },
        },
      }),
    );
    request.respond(200);
    expect(await screen.findByText(MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText("The file's content is image/png, not MP3, WAV or M4A.")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.songUploaded)).not.toBeInTheDocument();
  });

  /** The order's details with a song uploaded for the admins' delivery. */
  const withUploadedSong = details({
    fulfilment: makeAdminFulfilment({
      handIn: makeHandInView({
        attached: [{ item: "song", fileName: "final.wav", attachedAt: "2025-03-07T10:00:00.000Z" }],
      }),
    }),
  });

  it("delivers the uploaded song with its lyrics; the button says what is missing until then", async () => {
    const fetchMock = stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: withUploadedSong,
      [`${ORDER}/delivery`]: { message: MESSAGES.songUploaded, version: 1 },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(within(dialog).getByText(/uploaded: final\.wav/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add the lyrics to deliver" })).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Lyrics"), "Verse 1{Enter}She bakes bread on Sundays");
    await user.click(within(dialog).getByRole("button", { name: "Deliver to Customer" }));
    expect(await screen.findByText(MESSAGES.songUploaded)).toBeInTheDocument();
    expect(sentBody(fetchMock, `${ORDER}/delivery`)).toEqual({ lyrics: "Verse 1\nShe bakes bread on Sundays" });
  });

  it("warns when the song was delivered but the customer could not be emailed", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: withUploadedSong,
      [`${ORDER}/delivery`]: { message: MESSAGES.songUploadedNotifyFailed, version: 1 },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    await user.type(within(dialog).getByLabelText("Lyrics"), "La la");
    await user.click(within(dialog).getByRole("button", { name: "Deliver to Customer" }));
    expect(await screen.findByText(MESSAGES.songUploadedNotifyFailed)).toBeInTheDocument();
  });
});

describe("previewing the song", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback();
  });
  afterEach(() => media.restore());
  const withSong = details({
    status: "completed",
    hasSong: true,
    song: { version: 2, uploadedAt: "2025-03-07T10:00:00.000Z", contentType: "audio/wav" },
  });

  it("plays the song from a signed link", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: withSong,
      [`${ORDER}/preview`]: { url: "https://storage.example/song.wav?sig=2", expiresInSeconds: 3600 },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(dialog).toHaveTextContent("Version 2");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    await waitFor(() =>
      expect(document.querySelector("audio")).toHaveAttribute("src", "https://storage.example/song.wav?sig=2"),
    );
    expect(within(dialog).getByRole("button", { name: /^Pause / })).toBeInTheDocument();
  });

  it("says 'Failed to generate preview link' when no link comes back", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: withSong,
      [`${ORDER}/preview`]: () => jsonResponse(500, { error: { code: "internal", message: "Boom" } }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await screen.findByText(MESSAGES.previewLinkFailed)).toBeInTheDocument();
  });
});

describe("the order's artist", () => {
  const maya = makeArtist({ id: "00000000-0000-4000-8000-0000000000aa", name: "Maya Rivers" });
  const sofia = makeArtist({ id: "00000000-0000-4000-8000-0000000000bb", name: "Sofia Alvarez" });

  it("flags an order nobody took within 72 hours, and assigns an artist to it", async () => {
    const unclaimed = { stage: "unclaimed" as const, artistId: null, unclaimedTooLong: true };
    const fetchMock = stubApi({
      [LIST]: { orders: [summary({ work: unclaimed })], nextCursor: null },
      [ORDER]: details({ work: unclaimed }),
      [ARTISTS_PATH]: { artists: [maya, sofia] },
      [`${ORDER}/assign`]: details({
        status: "in_progress",
        work: { stage: "in_progress", artistId: sofia.id, unclaimedTooLong: false },
      }),
    });
    const user = userEvent.setup();
    renderOrdersPage();
    expect(await screen.findByText("Unclaimed for 72 hours")).toBeInTheDocument();
    const dialog = await openDetails(user);
    expect(dialog).toHaveTextContent("Unclaimed · Unclaimed for 72 hours");
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Assign to" }), "Sofia Alvarez");
    await user.click(within(dialog).getByRole("button", { name: "Assign Artist" }));
    expect(await within(dialog).findByText("In progress · Sofia Alvarez")).toBeInTheDocument();
    expect(sentBody(fetchMock, `${ORDER}/assign`)).toEqual({ artistId: sofia.id });
    expect(within(dialog).getByRole("combobox", { name: "Reassign to" })).toBeInTheDocument();
  });

  it("offers no reassignment once the song is in the song check", async () => {
    stubApi({
      [LIST]: { orders: [rose], nextCursor: null },
      [ORDER]: details({
        status: "in_progress",
        work: { stage: "song_check", artistId: maya.id, unclaimedTooLong: false },
      }),
      [ARTISTS_PATH]: { artists: [maya, sofia] },
    });
    const user = userEvent.setup();
    renderOrdersPage();
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText("In the song check · Maya Rivers")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Assign Artist" })).not.toBeInTheDocument();
  });
});
