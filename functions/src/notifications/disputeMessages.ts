import { formatCents, formatLongDate } from "@songs/domain";
import type { MessageText } from "./orderMessages";
import { describeTime } from "./securityMessages";

/** What the dispute reminder says of a dispute still waiting for its evidence. */
export interface NoticeDispute {
  amountCents: number;
  reason: string;
  evidenceDueBy: Date;
}

/** The admins' words (to the support inbox) about a customer's bank disputing a payment. */
export const disputeMessages = {
  /** Two days before Stripe's deadline, while no evidence went in; `link` is where to submit it. */
  evidenceDue(dispute: NoticeDispute, link: string): MessageText {
    return {
      subject: `Dispute evidence due ${formatLongDate(dispute.evidenceDueBy, "UTC")}: ${formatCents(dispute.amountCents)}`,
      text:
        `A customer's bank disputes a payment of ${formatCents(dispute.amountCents)} (${dispute.reason}).\n` +
        `Stripe needs the evidence by ${describeTime(dispute.evidenceDueBy)}; none has been submitted.\n\n` +
        `Review and submit it: ${link}\n`,
    };
  },
};
