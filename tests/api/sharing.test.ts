import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  listenResponseSchema,
  shareResponseSchema,
  type ListenResponse,
  type OrderView,
  type ShareResponse,
  type ApiErrorBody,
} from "@songs/domain";
import { api, siteUrl } from "../support/api";
import {
  createCompletedOrder,
  createCustomer,
  createOrder,
  deliverTestSong,
  fetchFile,
  songBytes,
  stackFirestore,
} from "../support/customerOrders";

const share = (orderId: string, token: string) =>
  api<ShareResponse>(`/api/orders/${orderId}/share`, { method: "POST", token });
const revoke = (orderId: string, token: string) => api(`/api/orders/${orderId}/share`, { method: "DELETE", token });
const listen = (token: string) => api<ListenResponse>(`/api/listen/${token}`);

const LINK_UNAVAILABLE = { code: "link_unavailable", message: MESSAGES.shareLinkUnavailable };

describe("private listening links", () => {
  it("gives the owner of a completed order one link with at least 128 random bits, shown on the order", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);

    const first = await share(orderId, casey.token);
    expect(first.status).toBe(200);
    const link = shareResponseSchema.parse(first.body);
    expect(Buffer.from(link.token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(link.url).toBe(siteUrl(`/listen/${link.token}`));

    const again = await share(orderId, casey.token);
    expect(again.body).toEqual(link);
    const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(view.share).toEqual(link);
  });

  it("lets anyone with the link play the song and see only the recipient's first name and the occasion", async () => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, {
      status: "in_progress",
      recipientName: "Emma Carter",
      occasion: "birthday",
      story: "A secret story only the buyer should see.",
    });
    const bytes = songBytes(`listen-${orderId}`);
    await deliverTestSong(orderId, bytes);
    const { body: link } = await share(orderId, casey.token);

    const { status, body, headers, text } = await listen(link.token);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      "audioUrl",
      "contentType",
      "lyrics",
      "occasion",
      "occasionLabel",
      "recipientFirstName",
    ]);
    // The lyrics stay private until the customer chooses to share them (tests/api/deliverables.test.ts).
    expect(body.lyrics).toBeNull();
    expect(listenResponseSchema.parse(body)).toMatchObject({
      recipientFirstName: "Emma",
      occasion: "birthday",
      occasionLabel: "Birthday",
      contentType: "audio/wav",
    });
    expect(text).not.toContain("Carter");
    expect(text).not.toContain("secret story");
    expect(text).not.toContain(orderId);
    expect(headers.get("x-robots-tag")).toContain("noindex");
    expect(headers.get("cache-control")).toBe("private, no-store");

    expect(await fetchFile(body.audioUrl)).toEqual({ status: 200, bytes });
  });

  it("stops a revoked link, and a new link works again", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);
    const { body: link } = await share(orderId, casey.token);

    const revoked = await revoke(orderId, casey.token);
    expect(revoked.status).toBe(204);
    const gone = await listen(link.token);
    expect(gone.status).toBe(404);
    expect((gone.body as unknown as ApiErrorBody).error).toEqual(LINK_UNAVAILABLE);
    const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(view.share).toBeNull();

    const { body: renewed } = await share(orderId, casey.token);
    expect(renewed.token).not.toBe(link.token);
    expect((await listen(renewed.token)).status).toBe(200);
  });

  describe("at the same moment", () => {
    const PARALLEL = 10;

    /** The order's links that are not revoked. */
    const liveTokens = async (orderId: string) =>
      (
        await stackFirestore().collection("shares").where("orderId", "==", orderId).where("revokedAt", "==", null).get()
      ).docs.map((doc) => doc.id);

    // Three orders in turn: how far ten requests overlap varies from run to run.
    it.each([1, 2, 3])(
      "makes one live link when ten share requests for one order arrive at once, and answers it to all (order %i)",
      async () => {
        const casey = await createCustomer();
        const orderId = await createCompletedOrder(casey);

        const answers = await Promise.all(Array.from({ length: PARALLEL }, () => share(orderId, casey.token)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
        const tokens = [...new Set(answers.map((answer) => answer.body.token))];
        expect(tokens).toHaveLength(1);
        expect(await liveTokens(orderId)).toEqual(tokens);
        const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
        expect(view.share?.token).toBe(tokens[0]);
      },
      120_000,
    );

    it("leaves at most the order's own link live when shares and revocations cross", async () => {
      const casey = await createCustomer();
      const orderId = await createCompletedOrder(casey);

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          i % 2 === 0 ? share(orderId, casey.token) : revoke(orderId, casey.token),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array(PARALLEL / 2).fill(200),
        ...Array(PARALLEL / 2).fill(204),
      ]);
      const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
      expect(await liveTokens(orderId)).toEqual(view.share ? [view.share.token] : []);
      const answered = new Set(
        answers.flatMap((answer) => (answer.status === 200 ? [(answer.body as ShareResponse).token] : [])),
      );
      for (const token of answered) expect((await listen(token)).status).toBe(token === view.share?.token ? 200 : 404);
    }, 120_000);
  });

  it.each(["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "short", "not a token!"])(
    "answers 404 link_unavailable to the unknown token %j",
    async (token) => {
      const { status, body } = await listen(encodeURIComponent(token));
      expect(status).toBe(404);
      expect((body as unknown as ApiErrorBody).error).toEqual(LINK_UNAVAILABLE);
    },
  );

  it.each(["paid", "in_progress", "cancelled"])("refuses to share a %s order", async (status) => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status });
    const answer = await api<ApiErrorBody>(`/api/orders/${orderId}/share`, { method: "POST", token: casey.token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("order_not_completed");
  });
});
