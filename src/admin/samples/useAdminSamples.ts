import { useCallback, useEffect, useState } from "react";
import { type Sample } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { deleteSample, fetchAdminSamples } from "./adminSamplesApi";

export const SAMPLE_LIST_TEXT = {
  loadFailed: "Failed to load samples",
  deleted: "Sample deleted",
  deleteFailed: "Failed to delete sample",
} as const;

/** The library's samples, newest first, with adding (after an upload) and deleting; failures are toasts. */
export function useAdminSamples() {
  const toast = useToast();
  const [samples, setSamples] = useState<Sample[] | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminSamples(controller.signal).then(setSamples, () => {
      if (controller.signal.aborted) return;
      setSamples([]);
      toast({ title: SAMPLE_LIST_TEXT.loadFailed, variant: "destructive" });
    });
    return () => controller.abort();
  }, [toast]);

  const addToList = useCallback((sample: Sample) => setSamples((current) => [sample, ...(current ?? [])]), []);

  const remove = useCallback(
    async (sample: Sample) => {
      setDeletingId(sample.id);
      try {
        await deleteSample(sample.id);
        setSamples((current) => current?.filter((listed) => listed.id !== sample.id) ?? null);
        toast({ title: SAMPLE_LIST_TEXT.deleted, variant: "success" });
      } catch {
        toast({ title: SAMPLE_LIST_TEXT.deleteFailed, variant: "destructive" });
      } finally {
        setDeletingId(null);
      }
    },
    [toast],
  );

  return { samples, isLoading: samples === null, deletingId, addToList, remove };
}
