import {
  formatCount,
  formatLongDate,
  OPERATIONS_LIST_TITLES,
  OPERATIONS_LISTS,
  type OperationsList,
} from "@songs/domain";
import type { MailMessage } from "../adapters/mail/mailQueue";
import { SITE_NAME } from "./siteName";

/** The admins' daily email while something failed or is stuck: each list's count and the Operations page's link. */
export function operationsDigestMail(
  counts: Record<OperationsList, number>,
  to: string,
  siteUrl: string,
  at: Date,
): MailMessage {
  const lines = OPERATIONS_LISTS.filter((list) => counts[list] > 0).map(
    (list) => `- ${OPERATIONS_LIST_TITLES[list]}: ${formatCount(counts[list])}`,
  );
  return {
    to,
    subject: `${SITE_NAME} operations: something needs you (${formatLongDate(at, "UTC")})`,
    text: [
      "Hello,",
      "",
      "Some work of the marketplace failed or is stuck:",
      ...lines,
      "",
      `See it, retry it or cancel it on the Operations page: ${siteUrl.replace(/\/$/, "")}/admin/operations`,
      "",
      "This email comes once a day while anything is on that page.",
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
