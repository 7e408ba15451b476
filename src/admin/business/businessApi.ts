import { apiGetFile } from "../../api/client";
import type { BusinessWindow } from "@songs/domain";

/** `GET /api/admin/business?days=`: the business over that many days (today included). */
export const businessReportPath = (days: BusinessWindow): string => `/api/admin/business?days=${days}`;

/** `GET /api/admin/business.csv?days=`: the same days as a CSV file. */
export function downloadBusinessReport(days: BusinessWindow): Promise<{ blob: Blob; fileName: string }> {
  return apiGetFile(`/api/admin/business.csv?days=${days}`, `business-${days}-days.csv`);
}

/** `GET /api/admin/song-gifts/totals`: song gifts sold, redeemed, refunded and outstanding, since the first. */
export const songGiftTotalsPath = "/api/admin/song-gifts/totals";
