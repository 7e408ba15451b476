/** Delayed work of the account (automatic payouts): run by its timer, or at once by the test hook. */
import { type Account } from "./Account";

/** Runs `run` after `delayMs` unless work of the same `key` is already waiting. */
export function schedule(account: Account, key: string, delayMs: number, run: () => void): void {
  if (account.scheduled.has(key)) return;
  const work = () => {
    account.scheduled.delete(key);
    run();
  };
  const timer = setTimeout(work, delayMs);
  timer.unref();
  account.scheduled.set(key, { timer, run: work });
}

/** Runs every waiting piece of work now, and the work it schedules in turn; answers how many ran. */
export function runScheduledNow(account: Account): number {
  let ran = 0;
  for (let round = 0; round < 20 && account.scheduled.size > 0; round++) {
    for (const [, work] of [...account.scheduled]) {
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
