import { openAppDb, type PendingAnswerRecord } from "./db";

/**
 * Answers to an order's questions typed while offline, kept per user on this device until they are
 * sent (and removed with the user's data at logout: a shared device keeps nothing of theirs).
 */

export async function keepPendingAnswer(
  answer: Omit<PendingAnswerRecord, "savedAt">,
  savedAt = Date.now(),
): Promise<boolean> {
  try {
    const db = await openAppDb();
    if (!db) return false;
    await db.put("answers", { ...answer, savedAt });
    return true;
  } catch {
    return false;
  }
}

/** This user's answers waiting to be sent for the order, oldest first. */
export async function pendingAnswersFor(uid: string, orderId: string): Promise<PendingAnswerRecord[]> {
  try {
    const all = (await (await openAppDb())?.getAll("answers")) ?? [];
    return all
      .filter((answer) => answer.uid === uid && answer.orderId === orderId)
      .sort((a, b) => a.savedAt - b.savedAt);
  } catch {
    return [];
  }
}

/**
 * Keeps an answer the server refused when it was sent on reconnecting, with the reason, so the
 * customer sees what was not sent and why (and can copy it) until they dismiss it.
 */
export async function markPendingAnswerRefused(answer: PendingAnswerRecord, refusal: string): Promise<void> {
  try {
    await (await openAppDb())?.put("answers", { ...answer, refusal });
  } catch {
    // Best effort: the copy stays as it was and is tried again next time.
  }
}

export async function removePendingAnswer(uid: string, questionId: string): Promise<void> {
  try {
    await (await openAppDb())?.delete("answers", [uid, questionId]);
  } catch {
    // Best effort: a copy left behind is sent again and refused as answered already.
  }
}

/** Removes every answer this user kept on the device (at logout). Rejects when the device could not be cleared. */
export async function clearPendingAnswers(uid: string): Promise<void> {
  const db = await openAppDb();
  if (!db) return;
  const keys = (await db.getAllKeys("answers")).filter(([owner]) => owner === uid);
  await Promise.all(keys.map((key) => db.delete("answers", key)));
}
