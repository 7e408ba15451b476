import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, type OrderView, type ApiErrorBody } from "@songs/domain";
import { startApiInProcess } from "../../support/checkout";
import { createCompletedOrder, createCustomer, deliverTestSong, type Customer } from "../../support/customerOrders";

/**
 * Threat: unlimited revision requests (five parallel requests on a Basic order all succeeded).
 * One open revision per order at a time for every package, decided in one transaction; Premium and
 * Deluxe may ask again after each delivery; Basic includes one revision in total. The burst goes to
 * the API served in this process, which serves concurrent requests as a Cloud Functions instance does.
 */

let inProcess: { url: string; close: () => void };
let casey: Customer;

beforeAll(async () => {
  [inProcess, casey] = await Promise.all([startApiInProcess(), createCustomer()]);
}, 120_000);

afterAll(() => inProcess.close());

async function requestRevision<T = OrderView>(orderId: string, note: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inProcess.url}/api/orders/${orderId}/revisions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${casey.token}` },
    body: JSON.stringify({ note }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe("unlimited revision requests", { timeout: 120_000 }, () => {
  it("creates one revision out of 5 parallel requests", async () => {
    const orderId = await createCompletedOrder(casey, { package: "basic" });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => requestRevision(orderId, `Change number ${n}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const accepted = answers.find((answer) => answer.status === 200)!.body;
    expect(accepted.revisions).toHaveLength(1);
  });

  it.each([
    [
      "to a second request while one is open",
      "premium",
      false,
      { code: "revision_open", message: MESSAGES.revisionAlreadyOpen },
    ],
    [
      "to Basic's second revision after the first was delivered",
      "basic",
      true,
      { code: "revision_limit_reached", message: MESSAGES.basicRevisionUsed },
    ],
  ] as const)("answers 409 with the message %s", async (_when, pkg, deliverFirst, error) => {
    const orderId = await createCompletedOrder(casey, { package: pkg });
    expect((await requestRevision(orderId, "Slower tempo")).status).toBe(200);
    if (deliverFirst) await deliverTestSong(orderId);
    const second = await requestRevision<ApiErrorBody>(orderId, "Add her nickname");
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual(error);
  });

  it("accepts Premium's second revision after the first was delivered", async () => {
    const orderId = await createCompletedOrder(casey, { package: "premium" });
    expect((await requestRevision(orderId, "Slower tempo")).status).toBe(200);
    await deliverTestSong(orderId);
    const second = await requestRevision(orderId, "Add her nickname");
    expect(second.status).toBe(200);
    expect(second.body.revisions.map((revision) => revision.note)).toEqual(["Slower tempo", "Add her nickname"]);
  });
});
