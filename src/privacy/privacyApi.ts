import { apiSend } from "../api/client";
import {
  accountDeletionAnswerSchema,
  dataExportAnswerSchema,
  type AccountDeletionAnswer,
  type DataExportAnswer,
} from "@songs/domain";

/** `POST /api/account/deletion`: deletes the signed-in account (after a recent sign-in). */
export function deleteMyAccount(): Promise<AccountDeletionAnswer> {
  return apiSend("POST", "/api/account/deletion", { confirm: true }, accountDeletionAnswerSchema);
}

/** `POST /api/account/data-export`: asks for a copy of one's data, emailed with a link (once a day). */
export function requestMyData(): Promise<DataExportAnswer> {
  return apiSend("POST", "/api/account/data-export", {}, dataExportAnswerSchema);
}

/** `GET /api/account/open-orders`: how many of the caller's orders are still being made. */
export const OPEN_ORDERS_PATH = "/api/account/open-orders";
