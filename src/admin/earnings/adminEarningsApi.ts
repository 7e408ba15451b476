import { apiGetFile } from "../../api/client";

/** `GET /api/admin/earnings?artistId=`: one artist's ledger, or every artist's for "". */
export function adminEarningsPath(artistId: string): string {
  return artistId ? `/api/admin/earnings?artistId=${encodeURIComponent(artistId)}` : "/api/admin/earnings";
}

/** `GET /api/admin/earnings.csv?artistId=`: the same ledger as a CSV file. */
export function downloadAdminEarnings(artistId: string): Promise<{ blob: Blob; fileName: string }> {
  const query = artistId ? `?artistId=${encodeURIComponent(artistId)}` : "";
  return apiGetFile(`/api/admin/earnings.csv${query}`, "earnings.csv");
}
