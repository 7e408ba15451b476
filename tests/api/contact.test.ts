import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/stackContext";
import { MESSAGES, VALIDATION } from "@songs/domain";

/** `POST /api/contact` against the running local stack, reading what it stored from its Firestore. */
describe("POST /api/contact", () => {
  const baseUrl = inject("baseUrl");
  const run = randomUUID().slice(0, 8);
  let app: App;
  let db: Firestore;

  /** A fresh sender address per request, so rate limits never mix between tests or runs. */
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;
  const uniqueEmail = (label: string) => `${label}-${run}-${randomUUID().slice(0, 6)}@example.com`;

  const validMessage = (overrides: Record<string, unknown> = {}) => ({
    fullName: "Emma Wilson",
    email: uniqueEmail("emma"),
    phone: "555-0100",
    subject: "order_status",
    message: "When will my song be ready?",
    ...overrides,
  });

  const post = (body: unknown, options: { ip?: string; contentType?: string; raw?: string } = {}) =>
    fetch(new URL("/api/contact", baseUrl), {
      method: "POST",
      headers: {
        "Content-Type": options.contentType ?? "application/json",
        "X-Forwarded-For": options.ip ?? uniqueIp(),
      },
      body: options.raw ?? JSON.stringify(body),
    });

  const storedFor = async (email: string) => {
    const [messages, mail] = await Promise.all([
      db.collection("contactMessages").where("email", "==", email).get(),
      db.collection("mail").where("replyTo", "==", email).get(),
    ]);
    return { messages: messages.docs.map((d) => d.data()), mail: mail.docs.map((d) => d.data()) };
  };

  const expectRejected = async (response: Response, field: string, message: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.fields?.[field]).toBe(message);
  };

  beforeAll(() => {
    // firebase-admin reads the emulator address from the environment.
    process.env.FIRESTORE_EMULATOR_HOST = inject("firestoreHost");
    app = initializeApp({ projectId: "demo-songs" }, `contact-test-${run}`);
    db = getFirestore(app);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it("stores a valid message and queues an email to the support inbox", async () => {
    const message = validMessage({ fullName: "  Emma Wilson  ", message: "  Hello there  " });
    const response = await post(message);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: MESSAGES.contactSent });
    expect(response.headers.get("cache-control")).toContain("no-store");

    const stored = await storedFor(message.email);
    expect(stored.messages).toHaveLength(1);
    expect(stored.messages[0]).toMatchObject({
      fullName: "Emma Wilson",
      email: message.email,
      phone: "555-0100",
      subject: "order_status",
      message: "Hello there",
    });
    expect(stored.messages[0]!.createdAt).toBeInstanceOf(Timestamp);
    expect(typeof stored.messages[0]!.ip).toBe("string");

    expect(stored.mail).toHaveLength(1);
    expect(stored.mail[0]).toMatchObject({ to: "support@example.com", replyTo: message.email });
    expect(stored.mail[0]!.message.subject).toBe("Contact form: Order Status from Emma Wilson");
    expect(stored.mail[0]!.message.text).toContain("Hello there");
  });

  it("accepts every field at its limit", async () => {
    const domain = ["a".repeat(63), "b".repeat(63), "c".repeat(58)].join(".") + ".com";
    const longEmail = `${"e".repeat(64)}@${domain}`;
    expect(longEmail).toHaveLength(255);
    const response = await post(
      validMessage({ fullName: "N".repeat(100), email: longEmail, phone: "1".repeat(20), message: "m".repeat(1500) }),
    );
    expect(response.status).toBe(200);
    expect((await storedFor(longEmail)).messages).toHaveLength(1);
  });

  it.each([
    ["fullName", "N".repeat(101), VALIDATION.nameTooLong],
    ["fullName", "   ", VALIDATION.fullNameRequired],
    ["phone", "1".repeat(21), VALIDATION.phoneTooLong],
    ["phone", "", VALIDATION.phoneRequired],
    ["message", "m".repeat(1501), VALIDATION.messageTooLong],
    ["message", " ", VALIDATION.messageRequired],
    ["subject", "complaint", VALIDATION.subjectRequired],
    ["email", "not-an-email", VALIDATION.invalidEmail],
    ["email", `${"e".repeat(250)}@x.com`, VALIDATION.emailTooLong],
  ])("refuses %s = %j with its message and stores nothing", async (field, value, text) => {
    const message = validMessage({ [field]: value });
    await expectRejected(await post(message), field, text);
    if (field !== "email") expect(await storedFor(message.email)).toEqual({ messages: [], mail: [] });
  });

  it("refuses a missing subject", async () => {
    const { subject: _subject, ...message } = validMessage();
    await expectRejected(await post(message), "subject", VALIDATION.subjectRequired);
    expect(await storedFor(message.email)).toEqual({ messages: [], mail: [] });
  });

  it("refuses unknown fields", async () => {
    const message = validMessage({ isAdmin: true });
    const response = await post(message);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.values(body.error.fields).join(" ")).toMatch(/isAdmin/);
    expect(await storedFor(message.email)).toEqual({ messages: [], mail: [] });
  });

  it("refuses a body that is not JSON", async () => {
    const plain = await post(undefined, { contentType: "text/plain", raw: "fullName=Emma" });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    const broken = await post(undefined, { raw: "{not json" });
    expect(broken.status).toBe(400);
    const list = await post([validMessage()]);
    expect(list.status).toBe(400);
  });

  it("allows five messages an hour from one IP address, then answers 429 and stores nothing more", async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 6 }, () => uniqueEmail("ip-limit"));
    for (const email of emails.slice(0, 5)) {
      expect((await post(validMessage({ email }), { ip })).status).toBe(200);
    }
    const refused = await post(validMessage({ email: emails[5] }), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many messages. Please try again later." },
    });
    expect(await storedFor(emails[5]!)).toEqual({ messages: [], mail: [] });
  });

  it("allows five messages an hour from one email address, whatever the IP", async () => {
    const email = uniqueEmail("email-limit");
    for (let i = 0; i < 5; i++) expect((await post(validMessage({ email }))).status).toBe(200);
    const refused = await post(validMessage({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    const stored = await storedFor(email);
    expect(stored.messages).toHaveLength(5);
    expect(stored.mail).toHaveLength(5);
  });
});
