import type { ApiErrorBody, CreateSampleResponse } from "@songs/domain";
import { api } from "./api";
import { atFileEnd } from "./fileCleanup";

/**
 * Adds a sample to the library as an admin (`POST /api/admin/samples`, valid or not). A sample it
 * adds is deleted through the API when the test file ends, so the library other suites count stays the seed's.
 */
export async function addLibrarySample(adminToken: string, body: Record<string, unknown>) {
  const created = await api<CreateSampleResponse & Partial<ApiErrorBody>>("/api/admin/samples", {
    method: "POST",
    token: adminToken,
    body,
  });
  if (created.status === 201) {
    const { id } = created.body.sample;
    atFileEnd(async () => {
      await api(`/api/admin/samples/${id}`, { method: "DELETE", token: adminToken });
    });
  }
  return created;
}
