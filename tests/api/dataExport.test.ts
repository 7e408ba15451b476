import { describe, expect, it } from "vitest";
import { accountFollowUpKey, ACCOUNT_PRIVACY_MESSAGES, followUpId } from "@songs/domain";
import { api, runScheduled } from "../support/api";
import { eventually, newCustomer, stackDb, type Customer } from "../support/checkout";
import { createCompletedOrder, fetchFile, orderDocument } from "../support/customerOrders";
import { giftRequest, scheduleGift } from "../support/gifts";
import { deliverFollowUpTask, SWEEP } from "../support/lifecycleTime";
import { askForData, type ErrorAnswer } from "../support/privacy";

/**
 * Downloading one's data on the stack: one request a day; a follow-up builds a JSON file of the
 * profile, orders (stories, deliverables), questions and answers, gifts, reviews and devices, with
 * signed links to the songs, and emails a link valid 7 days; a customer with 500 orders too.
 */

const SLOW = { timeout: 300_000 };

interface ExportFile {
  account: { uid: string; email: string };
  profile: { email: string | null } | null;
  orders: {
    id: string;
    story: string;
    recipientName: string;
    deliverables: { song: string | null; lyrics: string | null };
    gift: { recipientEmail: string; message: string; status: string } | null;
  }[];
  devices: unknown[];
}

/** The export email's link, once the follow-up has sent it, and the file it serves. */
async function exportedFile(customer: Customer): Promise<{ link: string; file: ExportFile; text: string }> {
  await runScheduled(SWEEP);
  const mails = await eventually(
    () => stackDb().collection("mail").where("uid", "==", customer.uid).get(),
    (found) => found.docs.some((doc) => doc.id.startsWith(`data-export-${customer.uid}-`)),
    "the export's email",
  );
  const mail = mails.docs.find((doc) => doc.id.startsWith(`data-export-${customer.uid}-`))!;
  expect(mail.get("to")).toBe(customer.email);
  const text = mail.get("message.text") as string;
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? "";
  const served = await fetch(link);
  expect(served.status).toBe(200);
  return { link, file: (await served.json()) as ExportFile, text };
}

describe("downloading one's data", SLOW, () => {
  it("emails a link to a JSON file of their data, valid 7 days, with links to their songs; once a day", async () => {
    const customer = await newCustomer("exporter");
    const orderId = await createCompletedOrder(customer, {
      recipientName: "Rose Baker",
      story: "Rose grew tomatoes on the balcony every summer.",
    });
    expect((await scheduleGift(customer.token, orderId, giftRequest(24 * 60 * 60 * 1000))).status).toBe(200);

    const asked = await askForData(customer.token);
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body.message).toBe(ACCOUNT_PRIVACY_MESSAGES.exportRequested);

    // A second request the same day is refused with a clear message, and writes nothing.
    const again = await askForData(customer.token);
    expect(again.status).toBe(429);
    expect((again.body as ErrorAnswer).error).toMatchObject({
      code: "rate_limited",
      message: ACCOUNT_PRIVACY_MESSAGES.exportTooSoon,
    });
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);

    const { file, text } = await exportedFile(customer);
    expect(text).toContain("7 days");
    expect(file.account).toEqual({ uid: customer.uid, email: customer.email });
    const order = file.orders.find((entry) => entry.id === orderId);
    expect(order).toMatchObject({
      recipientName: "Rose Baker",
      story: "Rose grew tomatoes on the balcony every summer.",
    });
    expect(order?.deliverables.lyrics).toBeTruthy();
    expect(order?.gift).toMatchObject({
      recipientEmail: "rose@example.com",
      message: "Happy birthday, Gran!",
      status: "scheduled",
    });
    expect((await fetchFile(order!.deliverables.song!)).status).toBe(200);

    // Signed out: 401; the export file's link is not a listing of others'.
    expect((await api("/api/account/data-export", { method: "POST", body: {} })).status).toBe(401);
  });

  it("exports a customer with 500 orders in one run of the follow-up, reading them a page at a time", async () => {
    const customer = await newCustomer("collector");
    const db = stackDb();
    for (let start = 0; start < 500; start += 250) {
      const batch = db.batch();
      for (let index = start; index < start + 250; index += 1) {
        const { id, data } = orderDocument(customer, { story: `Story number ${index}` });
        batch.set(db.collection("orders").doc(id), data);
      }
      await batch.commit();
    }
    const asked = await askForData(customer.token);
    expect(asked.status, asked.text).toBe(202);
    // The task function itself carries it out (within its time limit), or found it done by the queue's own task.
    const key = accountFollowUpKey(customer.uid);
    const pending = await db.collection("followUps").where("orderId", "==", key).get();
    expect(pending.size).toBe(1);
    expect(pending.docs[0]!.id).toMatch(
      new RegExp(
        `^${followUpId(key, { kind: "build_data_export", uid: customer.uid, requestedAt: new Date(0) }).replace(/-0$/, "")}`,
      ),
    );
    expect(await deliverFollowUpTask(pending.docs[0]!.id)).toBe(204);
    const { file } = await exportedFile(customer);
    expect(file.orders).toHaveLength(500);
    expect(new Set(file.orders.map((entry) => entry.story)).size).toBe(500);
  });
});
