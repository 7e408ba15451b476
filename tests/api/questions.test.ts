import { beforeAll, describe, expect, it } from "vitest";
import {
  QUESTION_MESSAGES,
  QUESTION_REMINDER_MS,
  questionThreadSchema,
  type OrderView,
  type QuestionThread,
  type SongUploadResponse,
  type ApiErrorBody,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api, runScheduled } from "../support/api";
import type { TestArtist } from "../support/artists";
import { newCustomer, stackDb, type Customer } from "../support/checkout";
import { fetchFile } from "../support/customerOrders";
import { mailIdsLike } from "../support/gifts";
import { bringFollowUpDue, deliverFollowUpTask, followUpsOf, SWEEP } from "../support/lifecycleTime";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { webmVoiceBytes } from "../support/voiceNotes";
import { putToSignedUrl, uploadToSignedUrl } from "../support/signedUploads";

/**
 * Questions on an order: the artist holding it (and an admin) asks, the customer answers in text
 * or with a voice note, each emailed; the thread is its participants' only; contact details are refused.
 */

const SLOW = { timeout: 120_000 };

let maker: TestArtist;
let customer: Customer;
let orderId: string;
let adminToken: string;
beforeAll(async () => {
  [maker, customer, adminToken] = await Promise.all([studioArtist(), newCustomer(), adminIdToken()]);
  orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Siobhan Kelly" });
  expect(
    (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
  ).toBe(200);
});

const studioThread = `/api/studio/orders/${"{id}"}/questions`;
const paths = (id: string) => ({
  customer: `/api/orders/${id}/questions`,
  studio: studioThread.replace("{id}", id),
  admin: `/api/admin/orders/${id}/questions`,
});
const newsOf = async (id: string, token: string) => (await api<OrderView>(`/api/orders/${id}`, { token })).body.news;
const ask = (token: string, path: string, text: string) =>
  api<QuestionThread & Partial<ApiErrorBody>>(path, { method: "POST", token, body: { text } });

describe("questions on an order", SLOW, () => {
  it("the artist asks, the customer answers in text, each is emailed, and a question is answered once", async () => {
    const asked = await ask(maker.idToken, paths(orderId).studio, "How do you say Siobhan?");
    expect(asked.status, asked.text).toBe(200);
    const question = questionThreadSchema.parse(asked.body).questions.at(-1)!;
    expect(question).toMatchObject({ askedBy: { role: "artist", name: maker.name }, answer: null });
    expect(await mailIdsLike(orderId, `question-asked-${question.id}`)).toHaveLength(1);
    // The order's card says so until the customer answers; opening the details (seen) does not clear it.
    expect(await newsOf(orderId, customer.token)).toContainEqual({ kind: "question", name: maker.name });
    const stranger = await newCustomer("stranger");
    expect((await api(`/api/orders/${orderId}/seen`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await api(`/api/orders/${orderId}/seen`, { method: "POST", token: customer.token })).status).toBe(204);
    expect(await newsOf(orderId, customer.token)).toContainEqual({ kind: "question", name: maker.name });

    const seen = await api<QuestionThread>(paths(orderId).customer, { token: customer.token });
    expect(seen.body).toMatchObject({ canAnswer: true, canAsk: false });
    const answered = await api<QuestionThread & Partial<ApiErrorBody>>(
      `${paths(orderId).customer}/${question.id}/answer`,
      { method: "POST", token: customer.token, body: { text: "SHEE-vawn" } },
    );
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body.questions.find((q) => q.id === question.id)?.answer?.text).toBe("SHEE-vawn");
    const mail = await stackDb().collection("mail").doc(`question-answered-${question.id}`).get();
    expect(mail.get("to")).toBe(maker.email);
    expect((await newsOf(orderId, customer.token)).map((item) => item.kind)).not.toContain("question");
    expect(
      (
        await api<Partial<ApiErrorBody>>(`${paths(orderId).customer}/${question.id}/answer`, {
          method: "POST",
          token: customer.token,
          body: { text: "Again" },
        })
      ).body.error?.code,
    ).toBe("already_answered");
  });

  it("an admin asks too, and the customer answers with a voice note the artist and the admin can play", async () => {
    const asked = await ask(adminToken, paths(orderId).admin, "Which dog is in the story?");
    expect(asked.status, asked.text).toBe(200);
    const question = asked.body.questions.at(-1)!;
    expect(question.askedBy.role).toBe("admin");

    const base = `${paths(orderId).customer}/${question.id}`;
    const bytes = webmVoiceBytes();
    const upload = await uploadToSignedUrl(
      `${base}/voice-uploads`,
      customer.token,
      { fileName: "answer.webm", contentType: "audio/webm;codecs=opus" },
      bytes,
    );
    const answered = await api<QuestionThread & Partial<ApiErrorBody>>(`${base}/answer`, {
      method: "POST",
      token: customer.token,
      body: { voiceUploadId: upload.uploadId },
    });
    expect(answered.status, answered.text).toBe(200);

    for (const [token, path] of [
      [maker.idToken, paths(orderId).studio],
      [adminToken, paths(orderId).admin],
    ] as const) {
      const thread = await api<QuestionThread>(path, { token });
      const voice = thread.body.questions.find((q) => q.id === question.id)?.answer?.voice;
      expect(voice?.contentType).toBe("audio/webm");
      const played = await fetchFile(voice!.url);
      expect(played.status).toBe(200);
      expect(played.bytes).toEqual(bytes);
    }
  });

  it("reminds the customer once of a question still unanswered two days on, and not of one they answered", async () => {
    const waiting = questionThreadSchema
      .parse((await ask(maker.idToken, paths(orderId).studio, "Does Siobhan have a nickname?")).body)
      .questions.at(-1)!;
    const replied = questionThreadSchema
      .parse((await ask(maker.idToken, paths(orderId).studio, "Is it for her birthday?")).body)
      .questions.at(-1)!;
    expect(
      (
        await api(`${paths(orderId).customer}/${replied.id}/answer`, {
          method: "POST",
          token: customer.token,
          body: { text: "Yes" },
        })
      ).status,
    ).toBe(200);
    // Written with each question: its reminder, due two days after it was asked.
    const reminders = await followUpsOf(orderId);
    const waitingId = `${orderId}-question-${waiting.id}`;
    const repliedId = `${orderId}-question-${replied.id}`;
    expect(reminders.get(waitingId)).toMatchObject({ kind: "remind_question", state: "pending" });
    const dueAt = (await stackDb().collection("followUps").doc(waitingId).get()).get("dueAt") as { toMillis(): number };
    expect(dueAt.toMillis()).toBe(Date.parse(waiting.askedAt) + QUESTION_REMINDER_MS);

    // Two days pass: two sweeps and a duplicated task at once send one reminder, and none for the answered question.
    await Promise.all([bringFollowUpDue(waitingId), bringFollowUpDue(repliedId)]);
    await Promise.all([
      runScheduled(SWEEP),
      runScheduled(SWEEP),
      deliverFollowUpTask(waitingId),
      deliverFollowUpTask(waitingId),
    ]);
    expect(await mailIdsLike(orderId, `question-reminder-${waiting.id}`)).toHaveLength(1);
    expect(await mailIdsLike(orderId, `question-reminder-${replied.id}`)).toEqual([]);
    const [mail, asked] = await Promise.all(
      [`question-reminder-${waiting.id}`, `question-asked-${waiting.id}`].map((id) =>
        stackDb().collection("mail").doc(id).get(),
      ),
    );
    expect(mail!.get("to")).toBe(asked!.get("to"));
    expect(mail!.get("message.text")).toContain("Does Siobhan have a nickname?");
    expect(mail!.get("message.text")).toContain(`/dashboard/orders/${orderId}`);
    const after = await followUpsOf(orderId);
    expect(after.get(waitingId)).toMatchObject({ state: "done", outcome: "reminded" });
    expect(after.get(repliedId)).toMatchObject({ state: "done", outcome: "answered" });
    // Answered later, it stays one reminder.
    expect(
      (
        await api(`${paths(orderId).customer}/${waiting.id}/answer`, {
          method: "POST",
          token: customer.token,
          body: { text: "Shiv" },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a voice note whose bytes are not audio the browser records", async () => {
    const asked = await ask(maker.idToken, paths(orderId).studio, "Is the lake in Kerry?");
    const question = asked.body.questions.at(-1)!;
    const base = `${paths(orderId).customer}/${question.id}`;
    const fake = new TextEncoder().encode("<html>not a voice note</html>");
    const upload = await api<SongUploadResponse>(`${base}/voice-uploads`, {
      method: "POST",
      token: customer.token,
      body: { fileName: "answer.webm", contentType: "audio/webm", size: fake.length },
    });
    await putToSignedUrl(upload.body, fake);
    const refused = await api<Partial<ApiErrorBody>>(`${base}/answer`, {
      method: "POST",
      token: customer.token,
      body: { voiceUploadId: upload.body.uploadId },
    });
    expect(refused.status).toBe(422);
    expect(
      (await api<QuestionThread>(paths(orderId).customer, { token: customer.token })).body.questions.find(
        (q) => q.id === question.id,
      )?.answer,
    ).toBeNull();
  });

  it("refuses messages with an email address or a phone number, with a clear message, and writes nothing", async () => {
    const before = (await api<QuestionThread>(paths(orderId).customer, { token: customer.token })).body.questions
      .length;
    for (const text of ["Email me at ada@example.com", "Call me on 087 123 4567"]) {
      const refused = await ask(maker.idToken, paths(orderId).studio, text);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(QUESTION_MESSAGES.contactDetails);
    }
    const open = (await ask(maker.idToken, paths(orderId).studio, "Any nickname we should use?")).body.questions.at(
      -1,
    )!;
    const answer = await api<Partial<ApiErrorBody>>(`${paths(orderId).customer}/${open.id}/answer`, {
      method: "POST",
      token: customer.token,
      body: { text: "text me: +1 (555) 123-4567" },
    });
    expect(answer.body.error?.message).toBe(QUESTION_MESSAGES.contactDetails);
    expect((await api<QuestionThread>(paths(orderId).customer, { token: customer.token })).body.questions).toHaveLength(
      before + 1,
    );
  });

  it("shows the thread to no one else: another customer, another artist and a signed-out caller get 404", async () => {
    const [stranger, otherArtist] = await Promise.all([newCustomer(), studioArtist()]);
    const { questions } = (await api<QuestionThread>(paths(orderId).customer, { token: customer.token })).body;
    const questionId = questions[0]!.id;
    const attempts: [string | undefined, string, "GET" | "POST", unknown][] = [
      [stranger.token, paths(orderId).customer, "GET", undefined],
      [stranger.token, `${paths(orderId).customer}/${questionId}/answer`, "POST", { text: "Hi" }],
      [
        stranger.token,
        `${paths(orderId).customer}/${questionId}/voice-uploads`,
        "POST",
        { fileName: "a.webm", contentType: "audio/webm", size: 100 },
      ],
      [otherArtist.idToken, paths(orderId).studio, "GET", undefined],
      [otherArtist.idToken, paths(orderId).studio, "POST", { text: "Hello?" }],
      [undefined, paths(orderId).customer, "GET", undefined],
      [undefined, `${paths(orderId).customer}/${questionId}/answer`, "POST", { text: "Hi" }],
      [undefined, paths(orderId).studio, "GET", undefined],
      [undefined, paths(orderId).admin, "GET", undefined],
    ];
    for (const [token, path, method, body] of attempts) {
      expect(
        (await api(path, { method, token, body })).status,
        `${method} ${path} ${token ? "signed in" : "signed out"}`,
      ).toBe(404);
    }
  });
});
