import { apiGetFile } from "../../api/client";

/** The signed-in artist's ledger (read with useApiQuery and the domain's earningsResponseSchema). */
export const STUDIO_EARNINGS_PATH = "/api/studio/earnings";

/** `GET /api/studio/earnings.csv`: the ledger as a CSV file. */
export function downloadStudioEarnings(): Promise<{ blob: Blob; fileName: string }> {
  return apiGetFile("/api/studio/earnings.csv", "earnings.csv");
}
