import { beforeAll, describe, expect, it } from "vitest";
import {
  MAX_REVISION_NOTE_LENGTH,
  SIGNED_URL_TTL_SECONDS,
  MESSAGES,
  VALIDATION,
  downloadResponseSchema,
  orderViewSchema,
  ordersResponseSchema,
  type DownloadResponse,
  type OrderView,
  type ApiErrorBody,
  ORDER_STATUSES,
} from "@songs/domain";
import type { StreamResponse } from "../../functions/src/orders/streamSong";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { api, signIn } from "../support/api";
import {
  createCompletedOrder,
  createCustomer,
  createOrder,
  deliverTestSong,
  fetchFile,
  songBytes,
  stackFirestore,
  type Customer,
} from "../support/customerOrders";

const CONCURRENT_CALLS = 10;
const CONCURRENT_CALLS_TIMEOUT_MS = 120_000;

const post = <T>(path: string, token?: string, body?: unknown) => api<T>(path, { method: "POST", token, body });

describe("GET /api/orders", () => {
  it("lists only the caller's own orders, newest first", async () => {
    const [casey, other] = await Promise.all([createCustomer(), createCustomer()]);
    const older = await createOrder(casey, { createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await createOrder(casey, { status: "in_progress" });
    await createOrder(other);

    const { status, body, headers } = await api<{ orders: OrderView[] }>("/api/orders", { token: casey.token });
    expect(status).toBe(200);
    expect(ordersResponseSchema.parse(body).orders.map((order) => order.id)).toEqual([newer, older]);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers an empty list to a customer without orders", async () => {
    const newcomer = await createCustomer();
    const { status, body } = await api<{ orders: OrderView[] }>("/api/orders", { token: newcomer.token });
    expect(status).toBe(200);
    expect(body.orders).toEqual([]);
  });
});

describe("the demo customer", () => {
  // Read-only: the end-to-end suite downloads, shares and reviews the demo song itself.
  it("has orders in every status, one completed with a song and no review yet", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { body } = await api<{ orders: OrderView[] }>("/api/orders", { token });
    expect(new Set(body.orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    const completed = body.orders.filter((order) => order.status === "completed");
    expect(completed.some((order) => order.hasSong && !order.hasReview)).toBe(true);
  });
});

describe("GET /api/orders/:orderId", () => {
  it("shows the owner every detail of the order and of its song", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey, { recipientName: "Emma Carter", occasion: "birthday" });

    const { status, body } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(status).toBe(200);
    const view = orderViewSchema.strict().parse(body);
    expect(view).toMatchObject({
      id: orderId,
      recipientName: "Emma Carter",
      occasion: "birthday",
      package: "premium",
      addOns: ["extra-verse"],
      totalCents: 6499,
      status: "completed",
      hasSong: true,
      songVersion: 1,
      revisionRequested: false,
      revisions: [],
      hasReview: false,
      share: null,
      downloadedAt: null,
    });
    expect(view.releasedAt).not.toBeNull();
  });
});

describe("another customer's order", () => {
  let owner: Customer;
  let intruder: Customer;
  let orderId: string;
  beforeAll(async () => {
    [owner, intruder] = await Promise.all([createCustomer(), createCustomer()]);
    orderId = await createCompletedOrder(owner);
  });

  const attempts = () => [
    { what: "details", call: () => api(`/api/orders/${orderId}`, { token: intruder.token }) },
    { what: "download", call: () => post(`/api/orders/${orderId}/download`, intruder.token) },
    { what: "stream", call: () => post(`/api/orders/${orderId}/stream`, intruder.token) },
    { what: "share", call: () => post(`/api/orders/${orderId}/share`, intruder.token) },
    {
      what: "revoke share",
      call: () => api(`/api/orders/${orderId}/share`, { method: "DELETE", token: intruder.token }),
    },
    {
      what: "revision",
      call: () => post(`/api/orders/${orderId}/revisions`, intruder.token, { note: "Change the chorus" }),
    },
    {
      what: "review",
      call: () =>
        post("/api/reviews", intruder.token, { orderId, customerName: "Mallory", rating: 1, comment: "Not mine" }),
    },
  ];

  it("answers 404 to details, download, stream, share, revision and review, exactly as for an order that does not exist", async () => {
    const missing = await api<ApiErrorBody>("/api/orders/cs_test_does_not_exist", { token: intruder.token });
    expect(missing.status).toBe(404);
    for (const attempt of attempts()) {
      const { status, body } = await attempt.call();
      expect({ what: attempt.what, status, body }).toEqual({ what: attempt.what, status: 404, body: missing.body });
    }
  });

  it("is left untouched by those attempts", async () => {
    for (const attempt of attempts()) await attempt.call();
    const { body } = await api<OrderView>(`/api/orders/${orderId}`, { token: owner.token });
    expect(body).toMatchObject({ downloadedAt: null, share: null, revisionRequested: false, hasReview: false });
    expect((await stackFirestore().collection("downloads").doc(orderId).get()).exists).toBe(false);
  });
});

describe("signed out", () => {
  it(
    "answers 401 on every orders endpoint",
    async () => {
      const casey = await createCustomer();
      const orderId = await createCompletedOrder(casey);
      const calls = [
        api("/api/orders"),
        api(`/api/orders/${orderId}`),
        post(`/api/orders/${orderId}/download`),
        post(`/api/orders/${orderId}/stream`),
        post(`/api/orders/${orderId}/share`),
        api(`/api/orders/${orderId}/share`, { method: "DELETE" }),
        post(`/api/orders/${orderId}/revisions`, undefined, { note: "Slower, please" }),
      ];
      for (const { status, body } of await Promise.all(calls)) {
        expect(status).toBe(401);
        expect((body as ApiErrorBody).error.code).toBe("unauthorized");
      }
    },
    CONCURRENT_CALLS_TIMEOUT_MS,
  );
});

describe("POST /api/orders/:orderId/download", () => {
  it("answers a signed URL that serves the song, under a friendly file name", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "in_progress", recipientName: "Emma Carter" });
    const bytes = songBytes(`download-${orderId}`);
    await deliverTestSong(orderId, bytes);

    const { status, body } = await post<DownloadResponse>(`/api/orders/${orderId}/download`, casey.token);
    expect(status).toBe(200);
    expect(downloadResponseSchema.parse(body)).toMatchObject({
      expiresInSeconds: SIGNED_URL_TTL_SECONDS,
      firstDownload: true,
      fileName: "Song for Emma Carter.wav",
      contentType: "audio/wav",
    });
    expect(await fetchFile(body.url)).toEqual({ status: 200, bytes });
  });

  it(
    "records the first download exactly once under ten concurrent calls",
    async () => {
      const casey = await createCustomer();
      const orderId = await createCompletedOrder(casey);

      const answers = await Promise.all(
        Array.from({ length: CONCURRENT_CALLS }, () =>
          post<DownloadResponse>(`/api/orders/${orderId}/download`, casey.token),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(CONCURRENT_CALLS).fill(200));
      expect(answers.filter((answer) => answer.body.firstDownload)).toHaveLength(1);

      const records = await stackFirestore().collection("downloads").where("orderId", "==", orderId).get();
      expect(records.docs.map((doc) => ({ id: doc.id, userId: doc.get("userId") }))).toEqual([
        { id: orderId, userId: casey.uid },
      ]);
      const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
      expect(view.downloadedAt).not.toBeNull();

      const later = await post<DownloadResponse>(`/api/orders/${orderId}/download`, casey.token);
      expect(later.body.firstDownload).toBe(false);
    },
    CONCURRENT_CALLS_TIMEOUT_MS,
  );

  it.each(["paid", "in_progress", "pending", "cancelled"])(
    "refuses a %s order: the song is not ready",
    async (status) => {
      const casey = await createCustomer();
      const orderId = await createOrder(casey, { status });
      const answer = await post<ApiErrorBody>(`/api/orders/${orderId}/download`, casey.token);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({ code: "order_not_completed", message: MESSAGES.orderNotCompleted });
      expect((await stackFirestore().collection("downloads").doc(orderId).get()).exists).toBe(false);
    },
  );
});

describe("POST /api/orders/:orderId/stream", () => {
  it("answers a signed URL that plays the song without counting a download", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "in_progress" });
    const bytes = songBytes(`stream-${orderId}`);
    await deliverTestSong(orderId, bytes);

    const { status, body } = await post<StreamResponse>(`/api/orders/${orderId}/stream`, casey.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      url: expect.any(String),
      expiresInSeconds: SIGNED_URL_TTL_SECONDS,
      contentType: "audio/wav",
    });
    expect(await fetchFile(body.url)).toEqual({ status: 200, bytes });

    expect((await stackFirestore().collection("downloads").doc(orderId).get()).exists).toBe(false);
    const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(view.downloadedAt).toBeNull();
    const download = await post<DownloadResponse>(`/api/orders/${orderId}/download`, casey.token);
    expect(download.body.firstDownload).toBe(true);
  });

  it("refuses an order whose song is not ready", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "in_progress" });
    const answer = await post<ApiErrorBody>(`/api/orders/${orderId}/stream`, casey.token);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: "order_not_completed", message: MESSAGES.orderNotCompleted });
  });
});

describe("POST /api/orders/:orderId/revisions", () => {
  it("records the request in the order's history and shows 'Revision requested' until a new version is delivered", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);

    const requested = await post<OrderView>(`/api/orders/${orderId}/revisions`, casey.token, {
      note: "  Please mention Pirate the cat.  ",
    });
    expect(requested.status).toBe(200);
    expect(orderViewSchema.parse(requested.body)).toMatchObject({
      revisionRequested: true,
      revisions: [{ note: "Please mention Pirate the cat.", resolvedAt: null, resolvedByVersion: null }],
    });

    const delivery = await deliverTestSong(orderId);
    expect(delivery.order?.songVersion).toBe(2);
    const { body } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(body).toMatchObject({ status: "completed", songVersion: 2, revisionRequested: false });
    expect(body.revisions).toHaveLength(1);
    expect(body.revisions[0]).toMatchObject({ note: "Please mention Pirate the cat.", resolvedByVersion: 2 });
    expect(body.revisions[0]?.resolvedAt).not.toBeNull();
  });

  it("refuses an empty or too long note with the field's message and records nothing", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);
    const empty = await post<ApiErrorBody>(`/api/orders/${orderId}/revisions`, casey.token, { note: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: "invalid_request", message: VALIDATION.revisionNoteRequired });
    const tooLong = await post<ApiErrorBody>(`/api/orders/${orderId}/revisions`, casey.token, {
      note: "a".repeat(MAX_REVISION_NOTE_LENGTH + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ note: VALIDATION.revisionNoteTooLong });
    const { body } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(body).toMatchObject({ revisionRequested: false, revisions: [] });
  });

  it("refuses a revision before the song is delivered", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "in_progress" });
    const answer = await post<ApiErrorBody>(`/api/orders/${orderId}/revisions`, casey.token, { note: "Faster" });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("order_not_completed");
  });
});

describe("song delivery", () => {
  it("completes the order and queues one 'your song is ready' email per delivered version, linking to the dashboard", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "in_progress", recipientName: "Emma Carter" });

    for (const version of [1, 2]) {
      const delivered = await deliverTestSong(orderId);
      expect(delivered.order?.songVersion).toBe(version);
      expect(delivered.mailed).toEqual([`song-ready-${orderId}-v${version}`]);
    }

    const mail = await stackFirestore().collection("mail").where("orderId", "==", orderId).get();
    const messages = mail.docs.map((doc) => ({
      id: doc.id,
      to: doc.get("to") as string,
      text: doc.get("message.text") as string,
    }));
    expect(messages.map((message) => message.id).sort()).toEqual([
      `song-ready-${orderId}-v1`,
      `song-ready-${orderId}-v2`,
    ]);
    for (const message of messages) {
      expect(message.to).toBe(casey.email);
      expect(message.text).toContain(`/dashboard/orders/${orderId}`);
      expect(message.text).toContain("Emma Carter");
    }
    const { body } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(body).toMatchObject({ status: "completed", hasSong: true, songVersion: 2 });
  });

  it("refuses to deliver to a cancelled order", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status: "cancelled" });
    await expect(deliverTestSong(orderId)).rejects.toMatchObject({ status: 409 });
    const { body } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(body).toMatchObject({ status: "cancelled", hasSong: false, songVersion: 0 });
  });
});
