import { beforeAll, describe, expect, it } from "vitest";
import {
  DELIVERY_MESSAGES,
  GIFT_AUDIO_URL_TTL_SECONDS,
  GIFT_CHANGES_PER_ORDER_PER_HOUR,
  GIFT_MESSAGES,
  QUESTION_MESSAGES,
  VALIDATION,
  type ApiErrorBody,
  type GiftPage,
  type QuestionThread,
} from "@songs/domain";
import { api, postAs } from "../support/api";
import type { TestArtist } from "../support/artists";
import { newCustomer, uniqueIp, type Customer } from "../support/checkout";
import { createCompletedOrder, deliverTestSong, fetchFile } from "../support/customerOrders";
import { bringGiftForward, giftRequest, giftToken, scheduleGift } from "../support/gifts";
import { followUpsOf } from "../support/lifecycleTime";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { synthesizeSong } from "../../scripts/seed/audio";
import { uploadToSignedUrl } from "../support/signedUploads";
import { webmHeaderThenHtml, webmRecording, webmVoiceBytes } from "../support/voiceNotes";

/**
 * Each hole an attack review of the marketplace found, closed: every test here failed before its fix.
 */

const SLOW = { timeout: 120_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const SONG = synthesizeSong({ key: 62, bpm: 96, seed: "attack-review", seconds: 1 });

let maker: TestArtist;
let customer: Customer;
let orderId: string;
beforeAll(async () => {
  [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
  orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Maya Byrne" });
  expect(
    (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
  ).toBe(200);
});

const askedQuestion = async (text: string): Promise<string> => {
  const asked = await api<QuestionThread>(`/api/studio/orders/${orderId}/questions`, {
    method: "POST",
    token: maker.idToken,
    body: { text },
  });
  expect(asked.status, asked.text).toBe(200);
  return asked.body.questions.at(-1)!.id;
};

/** Uploads `bytes` as the voice answer to a new question and sends it: the answer's response. */
async function answerWithVoice(bytes: Uint8Array<ArrayBuffer>) {
  const base = `/api/orders/${orderId}/questions/${await askedQuestion("How do you say Maya's surname?")}`;
  const upload = await uploadToSignedUrl(
    `${base}/voice-uploads`,
    customer.token,
    { fileName: "answer.webm", contentType: "audio/webm;codecs=opus" },
    bytes,
  );
  return api<QuestionThread & Partial<ApiErrorBody>>(`${base}/answer`, {
    method: "POST",
    token: customer.token,
    body: { voiceUploadId: upload.uploadId },
  });
}

describe("voice notes are judged by the recording itself, through to the last byte", SLOW, () => {
  it("refuses a 600-second voice note (small enough by size) with a clear message", async () => {
    const refused = await answerWithVoice(webmRecording(600));
    expect(refused.status).toBe(422);
    expect(refused.body.error?.fields?.file).toBe(QUESTION_MESSAGES.voiceTooLong);
  });

  it("refuses a real WebM header followed by a web page", async () => {
    const refused = await answerWithVoice(webmHeaderThenHtml());
    expect(refused.status).toBe(422);
    expect(refused.body.error?.fields?.file).toBe(QUESTION_MESSAGES.voiceUnreadable);
  });

  it("accepts a short recording", async () => {
    const answered = await answerWithVoice(webmVoiceBytes());
    expect(answered.status, answered.text).toBe(200);
  });
});

describe("the contact-detail filter reads the text as it is meant", SLOW, () => {
  it("refuses spelled-out, full-width and other-script contact details in a question, and asks nothing", async () => {
    const path = `/api/studio/orders/${orderId}/questions`;
    const before = (await api<QuestionThread>(path, { token: maker.idToken })).body.questions.length;
    for (const text of [
      "Write to maya at gmail dot com",
      "maya＠gmail．com",
      "call ０８７ １２３ ４５６７",
      "call ٠٨٧١٢٣٤٥٦٧",
      "087_123_4567",
      "087,123,4567",
    ]) {
      const refused = await api<Partial<ApiErrorBody>>(path, { method: "POST", token: maker.idToken, body: { text } });
      expect(refused.status, text).toBe(400);
      expect(refused.body.error?.message).toBe(QUESTION_MESSAGES.contactDetails);
    }
    expect((await api<QuestionThread>(path, { token: maker.idToken })).body.questions).toHaveLength(before);
  });
});

describe("a song upload is its uploader's to complete", SLOW, () => {
  it("another artist who knows the upload id gets 404 and spends nothing: the owner still completes it", async () => {
    const [owner, intruder, buyer] = await Promise.all([studioArtist(), studioArtist(), newCustomer()]);
    const [ownersOrder, intrudersOrder] = await Promise.all([
      paidOrder(buyer, { artistId: owner.artistId, recipientName: "Owner's Song" }),
      paidOrder(buyer, { artistId: intruder.artistId, recipientName: "Intruder's Song" }),
    ]);
    expect((await postAs(`/api/studio/orders/${ownersOrder}/accept`, owner.idToken)).status).toBe(200);
    expect((await postAs(`/api/studio/orders/${intrudersOrder}/accept`, intruder.idToken)).status).toBe(200);
    const path = `/api/studio/orders/${ownersOrder}/song-uploads`;
    const song = { fileName: "song.wav", contentType: "audio/wav", item: "song" };
    const issued = await uploadToSignedUrl(path, owner.idToken, song, SONG);

    for (const order of [ownersOrder, intrudersOrder]) {
      const burnt = await postAs<Partial<ApiErrorBody>>(
        `/api/studio/orders/${order}/song-uploads/${issued.uploadId}/complete`,
        intruder.idToken,
      );
      expect(burnt.status, burnt.text).toBe(404);
    }
    const completed = await postAs<{ message: string }>(`${path}/${issued.uploadId}/complete`, owner.idToken);
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.message).toBe(DELIVERY_MESSAGES.fileAttached);
  });
});

describe("every list's page cursor is decoded and range-checked", SLOW, () => {
  it("answers 400 with a cursor field message, never 500, for a cursor the API did not hand out", async () => {
    const farFuture = Buffer.from("999999999999.0.abcdefghijklmnopqrstuv").toString("base64url");
    const attempts: [string, string | undefined][] = [
      [`/api/reviews?cursor=${farFuture}`, undefined],
      [`/api/reviews?cursor=${Buffer.from("1.5000000000.abcdefghijklmnopqrstuv").toString("base64url")}`, undefined],
      [`/api/orders?cursor=${encodeURIComponent("../../x")}`, customer.token],
      [`/api/studio/earnings?cursor=${encodeURIComponent("a/b")}`, maker.idToken],
    ];
    for (const [path, token] of attempts) {
      const refused = await api<Partial<ApiErrorBody>>(path, { token });
      expect(refused.status, path).toBe(400);
      expect(refused.body.error?.fields?.cursor, path).toBeTruthy();
    }
  });
});

describe("gift reschedules", SLOW, () => {
  it("are limited per order, and each replaces the pending follow-up of the old time", async () => {
    const buyer = await newCustomer();
    const giftOrder = await createCompletedOrder(buyer);
    for (let change = 1; change <= GIFT_CHANGES_PER_ORDER_PER_HOUR; change += 1) {
      const changed = await scheduleGift(buyer.token, giftOrder, giftRequest(change * DAY_MS));
      expect(changed.status, changed.text).toBe(200);
    }
    const refused = await scheduleGift(buyer.token, giftOrder, giftRequest(30 * DAY_MS));
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(GIFT_MESSAGES.tooManyChanges);

    const sends = [...(await followUpsOf(giftOrder)).values()].filter((followUp) => followUp.kind === "send_gift");
    expect(sends).toHaveLength(GIFT_CHANGES_PER_ORDER_PER_HOUR);
    expect(sends.filter((followUp) => followUp.state === "pending")).toHaveLength(1);
    expect(sends.filter((followUp) => followUp.outcome === "superseded")).toHaveLength(
      GIFT_CHANGES_PER_ORDER_PER_HOUR - 1,
    );
  });
});

describe("names and address lines are one line of visible text", SLOW, () => {
  it("refuses CR/LF, NUL and the right-to-left override in an address line and a line break in a gift's sender name, with a clear message", async () => {
    const address = {
      name: "Maya Byrne",
      line1: "12 Main Street",
      line2: "",
      city: "Cork",
      state: "",
      postalCode: "T12 AB34",
      country: "IE",
    };
    for (const line1 of ["12 Main Street\r\nBcc: x@example.com", "12 Main\u0000Street", "12 Main \u202Etxt.exe"]) {
      const refused = await api<Partial<ApiErrorBody>>(`/api/orders/${orderId}/shipping-address`, {
        method: "PUT",
        token: customer.token,
        body: { ...address, line1 },
      });
      expect(refused.status, JSON.stringify(line1)).toBe(400);
      expect(refused.body.error?.fields?.line1).toBe(VALIDATION.notOneLine);
    }
    const gift = await scheduleGift(
      customer.token,
      orderId,
      giftRequest(DAY_MS, { senderName: "Ada\r\nBcc: everyone@example.com" }),
    );
    expect(gift.status).toBe(400);
    expect(gift.body.error?.fields?.senderName).toBe(VALIDATION.notOneLine);
  });
});

describe("a gift's song links", SLOW, () => {
  it("work minutes, not an hour, so a revoked gift's song stops soon after; the revoked page renews none", async () => {
    const buyer = await newCustomer();
    const giftOrder = await createCompletedOrder(buyer);
    expect((await scheduleGift(buyer.token, giftOrder, giftRequest(DAY_MS))).status).toBe(200);
    await bringGiftForward(giftOrder);
    const token = await giftToken(giftOrder);
    const pagePath = `/api/gifts/${token}`;
    const page = await api<GiftPage>(pagePath, { headers: { "X-Forwarded-For": uniqueIp() } });
    expect(page.status, page.text).toBe(200);
    expect(page.body.audioExpiresInSeconds).toBe(GIFT_AUDIO_URL_TTL_SECONDS);
    for (const url of [page.body.audioUrl, page.body.download?.url ?? ""]) {
      const expires = Number(new URL(url, "http://stack").searchParams.get("expires"));
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(GIFT_AUDIO_URL_TTL_SECONDS + 5);
    }
    expect((await fetchFile(page.body.audioUrl)).status).toBe(200);

    expect(
      (await api(`/api/orders/${giftOrder}/gift/revoke`, { method: "POST", token: buyer.token, body: {} })).status,
    ).toBe(200);
    expect((await api(pagePath, { headers: { "X-Forwarded-For": uniqueIp() } })).status).toBe(404);
  });
});

describe("questions close once the song is delivered", SLOW, () => {
  it("refuses new questions and answers with a clear message, and the thread stays readable", async () => {
    const [artist, buyer] = await Promise.all([studioArtist(), newCustomer()]);
    const order = await paidOrder(buyer, { artistId: artist.artistId, recipientName: "Closed Thread" });
    expect((await postAs(`/api/studio/orders/${order}/accept`, artist.idToken)).status).toBe(200);
    const studioPath = `/api/studio/orders/${order}/questions`;
    const asked = await api<QuestionThread>(studioPath, {
      method: "POST",
      token: artist.idToken,
      body: { text: "Which lake was it?" },
    });
    expect(asked.status, asked.text).toBe(200);
    const questionId = asked.body.questions[0]!.id;
    await deliverTestSong(order);

    const answer = await api<Partial<ApiErrorBody>>(`/api/orders/${order}/questions/${questionId}/answer`, {
      method: "POST",
      token: buyer.token,
      body: { text: "Lough Leane" },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe(QUESTION_MESSAGES.answersClosed);
    const voice = await api<Partial<ApiErrorBody>>(`/api/orders/${order}/questions/${questionId}/voice-uploads`, {
      method: "POST",
      token: buyer.token,
      body: { fileName: "a.webm", contentType: "audio/webm", size: 1000 },
    });
    expect(voice.status).toBe(409);
    const again = await api<Partial<ApiErrorBody>>(studioPath, {
      method: "POST",
      token: artist.idToken,
      body: { text: "One more thing?" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(QUESTION_MESSAGES.orderClosed);

    const thread = await api<QuestionThread>(`/api/orders/${order}/questions`, { token: buyer.token });
    expect(thread.body).toMatchObject({ canAnswer: false, canAsk: false });
    expect(thread.body.questions).toHaveLength(1);
    expect(thread.body.questions[0]?.answer).toBeNull();
  });
});
