import { apiGet, apiSend } from "../../api/client";
import {
  disputeDetailSchema,
  disputePageSchema,
  disputeSubmittedSchema,
  orderDisputesSchema,
  type DisputeDetail,
  type DisputeEvidence,
  type DisputePage,
  type DisputeSubmitted,
  type DisputeView,
} from "@songs/domain";

/** The admins' disputes calls (functions/src/disputes): the list, an order's, one with its evidence, its submission. */

export const DISPUTES_PATH = "/api/admin/disputes";
export const disputePath = (id: string) => `${DISPUTES_PATH}/${encodeURIComponent(id)}`;
export const orderDisputesPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/disputes`;

export const fetchDisputes = (signal: AbortSignal): Promise<DisputePage> =>
  apiGet(DISPUTES_PATH, disputePageSchema, { signal });

export const fetchOrderDisputes = async (orderId: string, signal: AbortSignal): Promise<DisputeView[]> =>
  (await apiGet(orderDisputesPath(orderId), orderDisputesSchema, { signal })).disputes;

export const fetchDispute = (id: string, signal: AbortSignal): Promise<DisputeDetail> =>
  apiGet(disputePath(id), disputeDetailSchema, { signal });

export const submitDisputeEvidence = (id: string, evidence: DisputeEvidence): Promise<DisputeSubmitted> =>
  apiSend("POST", `${disputePath(id)}/evidence`, evidence, disputeSubmittedSchema);
