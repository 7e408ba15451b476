import { MAIL_DELIVERED, MAIL_NOT_FAILED, resendMailSchema, type FailedMailOperation } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { handler } from "../http/handler";
import { HttpError, notFound } from "../http/errors";
import { failedMailOperation } from "./operationsLists";
import { mailParams } from "./operationsParams";

/**
 * POST /api/admin/operations/mail/:mailId/send-again: asks the Trigger Email extension to send a
 * failed email again, its documented retry (`delivery.state` set to "RETRY"). Asked twice before
 * the extension picks it up, it is sent once; a delivered email, or one that never failed, answers
 * 409 with the reason.
 */
export const sendMailAgain = handler(
  resendMailSchema,
  async ({ db, params }): Promise<{ mail: FailedMailOperation; queued: boolean }> => {
    const mail = mailQueue(db);
    const outcome = await mail.sendAgain(params.mailId);
    if (outcome === "missing") throw notFound("Email not found");
    if (outcome === "delivered") throw new HttpError(409, "mail_delivered", MAIL_DELIVERED);
    if (outcome === "not_failed") throw new HttpError(409, "mail_not_failed", MAIL_NOT_FAILED);
    const stored = await mail.failedMail(params.mailId);
    if (!stored) throw notFound("Email not found");
    return { mail: failedMailOperation(stored), queued: outcome === "retrying" };
  },
  { auth: "admin", params: mailParams },
);
