import { useCallback, useState } from "react";
import { useApiQuery } from "../../api/useApiQuery";
import { type Sample } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { useRowAction } from "../../ui/useRowAction";
import { deleteSample, fetchAdminSamples } from "./adminSamplesApi";

export const SAMPLE_LIST_TEXT = {
  loadFailed: "Failed to load samples",
  deleted: "Sample deleted",
  deleteFailed: "Failed to delete sample",
} as const;

/** The library's samples, newest first, with adding (after an upload) and deleting; failures are toasts. */
export function useAdminSamples() {
  const toast = useToast();
  const { busyId: deletingId, run } = useRowAction();
  const { data, error, isOffline, reload, update } = useApiQuery("admin-samples", fetchAdminSamples, {
    onError: () => toast({ title: SAMPLE_LIST_TEXT.loadFailed, variant: "destructive" }),
  });
  // A library that could not be read shows as empty (the toast said why), and still shows what the
  // admin adds or deletes afterwards.
  const [afterFailedRead, setAfterFailedRead] = useState<Sample[]>([]);
  const samples = error ? afterFailedRead : (data ?? null);
  const change = useCallback(
    (edit: (current: Sample[]) => Sample[]) => {
      update(edit);
      setAfterFailedRead(edit);
    },
    [update],
  );

  const addToList = useCallback((sample: Sample) => change((current) => [sample, ...current]), [change]);

  const remove = useCallback(
    (sample: Sample) =>
      run(sample.id, () => deleteSample(sample.id), {
        done: () => {
          change((current) => current.filter((listed) => listed.id !== sample.id));
          return { title: SAMPLE_LIST_TEXT.deleted, variant: "success" };
        },
        failed: () => ({ title: SAMPLE_LIST_TEXT.deleteFailed, variant: "destructive" }),
      }),
    [run, change],
  );

  return { samples, isLoading: samples === null, isOffline, reload, deletingId, addToList, remove };
}
