import { useCallback, useState } from "react";
import { useToast, type ToastInput } from "./toast/ToastProvider";

/** What a row's action says when it is over, in a toast (null: nothing). */
export type RowOutcome = ToastInput | null;

export interface RowActionOutcomes<T> {
  /** The request worked: change the list as it needs, and say so. */
  done(result: T): RowOutcome;
  /** The request failed or was refused: say why (and change the list, if the refusal says to). */
  failed(error: unknown): RowOutcome;
}

/**
 * An action on one row of a list (a decision, a delete, a retry, a "Send again"): `busyId` names
 * the row while its request runs, so its buttons wait, and a toast says what came of it.
 */
export function useRowAction() {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = useCallback(
    async <T>(id: string, request: () => Promise<T>, outcomes: RowActionOutcomes<T>): Promise<void> => {
      setBusyId(id);
      let outcome: RowOutcome;
      try {
        outcome = outcomes.done(await request());
      } catch (error) {
        outcome = outcomes.failed(error);
      } finally {
        setBusyId(null);
      }
      if (outcome) toast(outcome);
    },
    [toast],
  );
  return { busyId, run };
}
