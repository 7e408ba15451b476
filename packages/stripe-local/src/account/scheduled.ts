/**
 * Delayed work of the account (automatic payouts and their outcome, disputes and their outcome):
 * run by its timer, or at once by a test hook. Each piece has a key `<kind>:<what>`.
 */
import { type Account } from "./Account";

/** The kinds of delayed work, each with its own test hook. */
export type WorkKind = "payout" | "dispute";

/** Runs `run` after `delayMs` unless work of the same key is already waiting. */
export function schedule(account: Account, kind: WorkKind, key: string, delayMs: number, run: () => void): void {
  const fullKey = `${kind}:${key}`;
  if (account.scheduled.has(fullKey)) return;
  const work = () => {
    account.scheduled.delete(fullKey);
    run();
  };
  const timer = setTimeout(work, delayMs);
  timer.unref();
  account.scheduled.set(fullKey, { timer, run: work });
}

/** Runs every waiting piece of work of `kind` now, and the work of that kind it schedules in turn; answers how many ran. */
export function runScheduledNow(account: Account, kind: WorkKind): number {
  let ran = 0;
  const waiting = () => [...account.scheduled].filter(([key]) => key.startsWith(`${kind}:`));
  for (let round = 0; round < 20 && waiting().length > 0; round++) {
    for (const [, work] of waiting()) {
      clearTimeout(work.timer);
      work.run();
      ran++;
    }
  }
  return ran;
}

export function cancelScheduled(account: Account): void {
  for (const work of account.scheduled.values()) clearTimeout(work.timer);
  account.scheduled.clear();
}
