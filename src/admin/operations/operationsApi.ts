import { apiGet, apiSend } from "../../api/client";
import {
  followUpCancelResponseSchema,
  followUpRetryResponseSchema,
  operationsOverviewSchema,
  operationsSummarySchema,
  sendMailAgainResponseSchema,
  type FollowUpOperation,
  type FollowUpRetryResponse,
  type OperationsList,
  type OperationsOverview,
  type OperationsSummary,
} from "@songs/domain";

/** The admins' Operations calls (functions/src/operations): the lists, Retry now, Cancel and Send again. */

export const OPERATIONS_PATH = "/api/admin/operations";
export const OPERATIONS_SUMMARY_PATH = "/api/admin/operations/summary";

/** The path of one list's next pages (with `cursor`). */
export const operationsListPath = (list: OperationsList) => `${OPERATIONS_PATH}?list=${list}`;

export function fetchOperations(signal: AbortSignal): Promise<OperationsOverview> {
  return apiGet(OPERATIONS_PATH, operationsOverviewSchema, { signal }) as Promise<OperationsOverview>;
}

export function fetchOperationsSummary(signal: AbortSignal): Promise<OperationsSummary> {
  return apiGet(OPERATIONS_SUMMARY_PATH, operationsSummarySchema, { signal });
}

const followUpPath = (id: string) => `${OPERATIONS_PATH}/follow-ups/${encodeURIComponent(id)}`;

export function retryFollowUp(id: string): Promise<FollowUpRetryResponse> {
  return apiSend("POST", `${followUpPath(id)}/retry`, {}, followUpRetryResponseSchema);
}

export async function cancelFollowUp(id: string, reason: string): Promise<FollowUpOperation> {
  return (await apiSend("POST", `${followUpPath(id)}/cancel`, { reason }, followUpCancelResponseSchema)).followUp;
}

export async function settleFollowUp(id: string, stripeId: string): Promise<FollowUpOperation> {
  return (await apiSend("POST", `${followUpPath(id)}/settle`, { stripeId }, followUpCancelResponseSchema)).followUp;
}

export async function sendMailAgain(id: string): Promise<boolean> {
  return (
    await apiSend(
      "POST",
      `${OPERATIONS_PATH}/mail/${encodeURIComponent(id)}/send-again`,
      {},
      sendMailAgainResponseSchema,
    )
  ).queued;
}
