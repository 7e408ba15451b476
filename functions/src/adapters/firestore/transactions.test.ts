import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { isTransientTransactionError, runTransaction } from "./transactions";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });
const aborted = Object.assign(new Error("10 ABORTED: Too much contention on these documents."), { code: 10 });
const badField = Object.assign(new Error("3 INVALID_ARGUMENT: Cannot use undefined as a Firestore value"), { code: 3 });

/** A database whose transactions fail with `failures` in turn, then run the update. */
function databaseFailing(...failures: Error[]) {
  const calls = { count: 0 };
  const db = {
    runTransaction: async (update: (transaction: never) => Promise<unknown>) => {
      calls.count++;
      const failure = failures.shift();
      if (failure) throw failure;
      return update({} as never);
    },
  } as unknown as Pick<Firestore, "runTransaction">;
  return { db, calls };
}

describe("runTransaction", () => {
  it("runs again a transaction the server closed or aborted, and answers what the update answered", async () => {
    const { db, calls } = databaseFailing(closed, aborted);
    await expect(runTransaction(db, async () => "done")).resolves.toBe("done");
    expect(calls.count).toBe(3);
  });

  it("passes on every other error at once", async () => {
    const { db, calls } = databaseFailing(badField);
    await expect(runTransaction(db, async () => "done")).rejects.toBe(badField);
    expect(calls.count).toBe(1);
  });

  it("gives up after four runs", async () => {
    const { db, calls } = databaseFailing(closed, closed, closed, closed, closed);
    await expect(runTransaction(db, async () => "done")).rejects.toBe(closed);
    expect(calls.count).toBe(4);
  });

  it("tells contention from a refusal", () => {
    expect([closed, aborted, badField, new Error("x"), null].map(isTransientTransactionError)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
