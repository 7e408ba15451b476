import type { Firestore, ReadWriteTransactionOptions, Transaction } from "firebase-admin/firestore";

/** gRPC codes of the errors the Firestore client gives up on though the transaction could simply run again. */
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

/**
 * Firestore's own retry stops at ABORTED after its attempts, and at once at INVALID_ARGUMENT "Transaction
 * is invalid or closed", which a contended transaction meets when the server closed it while one of
 * its reads was being re-sent. Neither wrote anything, so the whole transaction can run again.
 */
export function isTransientTransactionError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === ABORTED) return true;
  return (
    code === INVALID_ARGUMENT &&
    typeof message === "string" &&
    /transaction is invalid or closed|transaction has expired/i.test(message)
  );
}

const RUNS = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way the functions run a Firestore transaction: `db.runTransaction`, run again from the
 * start (with a short, growing, jittered pause) when it failed for contention alone. The update
 * function must, as for any transaction, decide only from what it reads inside.
 */
export async function runTransaction<T>(
  db: Pick<Firestore, "runTransaction">,
  update: (transaction: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (run >= RUNS || !isTransientTransactionError(error)) throw error;
      await pause(run * 100 + Math.random() * 100);
    }
  }
}
