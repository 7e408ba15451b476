import { useCallback, useState } from "react";
import { saveFileToDevice } from "./saveFileToDevice";
import { useToast } from "./toast/ToastProvider";

/** Fetches a CSV export as the signed-in user and saves it on the device; a failure is a toast. */
export function useCsvDownload(fetchFile: () => Promise<{ blob: Blob; fileName: string }>, failedMessage: string) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = useCallback(async () => {
    setIsDownloading(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFileToDevice(blob, fileName);
    } catch {
      toast({ title: failedMessage, variant: "destructive" });
    } finally {
      setIsDownloading(false);
    }
  }, [fetchFile, failedMessage, toast]);
  return { download, isDownloading };
}
