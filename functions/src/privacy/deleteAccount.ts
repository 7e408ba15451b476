import { requestLog } from "../http/requestLog";
import type { Firestore } from "firebase-admin/firestore";
import {
  ACCOUNT_PRIVACY_MESSAGES,
  accountDeletionRequestSchema,
  accountFollowUpKey,
  filesDeletedOn,
  followUpOf,
  isRecentSignIn,
  LOCAL_DEMO_LOGINS,
  type AccountDeletionAnswer,
  type FollowUp,
} from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps } from "../followUps";
import { authenticate, type AuthUser } from "../http/authenticate";
import { requireCustomer } from "../http/customerAccess";
import { HttpError, unauthorized } from "../http/errors";
import { handler } from "../http/handler";
import { privacyMessages } from "../notifications";
import { orderReads } from "../orders";
import { emailHasher } from "../security";
import { filesFollowUp } from "./accountErasure";
import { privacyRecords, type AccountDeletionRecord } from "./privacyRecords";

/** 401/403/409 codes of the deletion, for the screens. */
export const ACCOUNT_DELETION_CODES = {
  reauthenticate: "recent_sign_in_required",
  artistHoldsWork: "artist_holds_work",
  notDeletable: "account_not_deletable",
} as const;

/** How long the request itself carries out the deletion before it answers (the function has 60 s). */
const INLINE_ERASE_BUDGET_MS = 20_000;

const answerOf = (deletion: Pick<AccountDeletionRecord, "filesDeletedOn">): AccountDeletionAnswer => ({
  message: ACCOUNT_PRIVACY_MESSAGES.deleted,
  filesDeletedOn: deletion.filesDeletedOn,
});

/** Whether the artist holds an order being made or revised (they finish it or hand it back first). */
async function holdsWork(db: Firestore, artistId: string): Promise<boolean> {
  const reads = orderReads(db);
  const [making, revising] = await Promise.all([
    reads.pageForArtistTab(artistId, "in_progress"),
    reads.pageForArtistTab(artistId, "revisions"),
  ]);
  return making.orders.length > 0 || revising.orders.length > 0;
}

/**
 * POST /api/account/deletion `{ confirm: true }`: deletes the caller's account (customers and
 * artists), with a sign-in at most 5 minutes old (401 `recent_sign_in_required` otherwise: the
 * password entered again). One transaction records the deletion (`accountDeletions/{uid}`), queues
 * the confirmation email to the address before it is removed, and writes the follow-ups: the
 * personal data now, the songs and files in 30 days. The first is then carried out at once (the
 * sweep finishes it if this run stops). Asked again, it answers the same (the deletion recorded
 * is the answer, whatever the token's state). 409 for an artist holding work in progress; 403 for
 * admins and the local stack's demo logins.
 */
export const deleteAccount = handler(
  accountDeletionRequestSchema,
  async ({ req, user, db, auth, config, carryOutFollowUp }): Promise<AccountDeletionAnswer> => {
    if (!user) throw unauthorized();
    const recorded = await privacyRecords(db).deletion(user.uid);
    if (recorded) return answerOf(recorded);
    // Not deleted yet: the gates of every customer route (revocation, password sign-in, verified email).
    let checked: AuthUser | null;
    try {
      checked = await authenticate(req, auth, true);
    } catch (error) {
      // Asked twice at once: the other request's deletion took the sign-in meanwhile.
      const meanwhile = await privacyRecords(db).deletion(user.uid);
      if (meanwhile) return answerOf(meanwhile);
      throw error;
    }
    const caller = requireCustomer(checked ?? user, config);
    if (!isRecentSignIn(Number(caller.token.auth_time), new Date()))
      throw new HttpError(401, ACCOUNT_DELETION_CODES.reauthenticate, ACCOUNT_PRIVACY_MESSAGES.reauthenticate);
    if (caller.isAdmin)
      throw new HttpError(403, ACCOUNT_DELETION_CODES.notDeletable, ACCOUNT_PRIVACY_MESSAGES.adminAccount);
    if (config.isEmulator && caller.email && LOCAL_DEMO_LOGINS.includes(caller.email.toLowerCase()))
      throw new HttpError(403, ACCOUNT_DELETION_CODES.notDeletable, ACCOUNT_PRIVACY_MESSAGES.demoAccount);
    if (caller.artistId && (await holdsWork(db, caller.artistId)))
      throw new HttpError(409, ACCOUNT_DELETION_CODES.artistHoldsWork, ACCOUNT_PRIVACY_MESSAGES.artistHoldsWork);

    const now = new Date();
    const key = accountFollowUpKey(caller.uid);
    const deletionFollowUps: FollowUp[] = [
      followUpOf(key, { kind: "erase_account", uid: caller.uid }, { now }),
      filesFollowUp(caller.uid, { deletedAt: now }),
    ];
    const deletion: AccountDeletionRecord = {
      uid: caller.uid,
      email: caller.email,
      emailHash: caller.email ? emailHasher(config.emailHashKey)(caller.email) : null,
      artistId: caller.artistId,
      state: "erasing",
      requestedAt: now,
      filesDeletedOn: filesDeletedOn(now),
    };
    const answer = await runTransaction(db, async (transaction) => {
      const before = await privacyRecords(db).readDeletion(transaction, caller.uid);
      if (before) return { deletion: before, fresh: false };
      const mail = await mailQueue(db).prepareOnce(transaction, [
        {
          id: `account-deleted-${caller.uid}`,
          mail: privacyMessages.accountDeleted(caller.email ?? "", new Date(deletion.filesDeletedOn)),
          about: { uid: caller.uid, key },
        },
      ]);
      const writeFollowUps = await followUps(db).prepareCreate(transaction, deletionFollowUps);
      privacyRecords(db).recordDeletion(transaction, deletion);
      mail.write();
      writeFollowUps();
      return { deletion, fresh: true };
    });
    if (answer.fresh) {
      // Through the follow-up runner, as its task would: the erasure's steps are the capabilities'.
      const erasing = carryOutFollowUp(deletionFollowUps[0]!.id).catch((error: unknown) => {
        requestLog.error("An account's deletion stopped; the sweep finishes it", {
          uid: caller.uid,
          error: String(error),
        });
      });
      // The sign-in goes first, within moments; a customer with hundreds of orders is answered
      // after the budget, and the follow-up's task (queued by its record) finishes the rest.
      let budget: NodeJS.Timeout | undefined;
      await Promise.race([
        erasing,
        new Promise<void>((resolve) => (budget = setTimeout(resolve, INLINE_ERASE_BUDGET_MS))),
      ]);
      clearTimeout(budget);
    }
    return answerOf(answer.deletion);
  },
  { auth: "optional" },
);
