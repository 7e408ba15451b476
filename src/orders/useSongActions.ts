import { useCallback } from "react";
import { isApiError } from "../api/ApiError";
import { MESSAGES, type OrderView } from "@songs/domain";
import type { SongFile } from "../offline/songStore";
import { useToast } from "../ui/toast/ToastProvider";
import { fetchSong, requestDownload, requestStream } from "./ordersApi";
import { saveFileToDevice } from "../ui/saveFileToDevice";

interface SongActionsOptions {
  saveSong: (orderId: string, file: SongFile) => Promise<boolean>;
  onChange: (order: OrderView) => void;
}

/**
 * Download and streaming of a delivered song. A download saves the file under its friendly name,
 * keeps a copy on the device for offline replay, and thanks the customer on the order's first one.
 */
export function useSongActions({ saveSong, onChange }: SongActionsOptions) {
  const toast = useToast();

  const showFailure = useCallback(
    (error: unknown, fallback: string) => {
      const isServerSaying = isApiError(error) && error.status >= 400 && error.status < 500;
      toast({ title: isServerSaying ? error.message : fallback, variant: "destructive" });
    },
    [toast],
  );

  const download = useCallback(
    async (order: OrderView) => {
      try {
        const song = await requestDownload(order.id);
        const blob = await fetchSong(song.url);
        if (blob) {
          saveFileToDevice(blob, song.fileName);
          await saveSong(order.id, { blob, fileName: song.fileName, contentType: song.contentType });
        } else {
          // The bytes could not be read here (for example a storage host without CORS): open the
          // file in a new tab for the browser to save. Only the offline copy is missing then.
          window.open(song.url, "_blank", "noopener");
        }
        if (song.firstDownload) toast({ title: MESSAGES.downloadTracked, variant: "success" });
        onChange({ ...order, downloadedAt: order.downloadedAt ?? new Date().toISOString() });
      } catch (error) {
        showFailure(error, "Couldn't download the song. Please try again.");
      }
    },
    [saveSong, onChange, toast, showFailure],
  );

  /** A signed URL to play the song over the network, or null when it cannot be had. */
  const stream = useCallback(
    async (order: OrderView): Promise<string | null> => {
      try {
        return (await requestStream(order.id)).url;
      } catch (error) {
        showFailure(error, "Couldn't play the song. Please try again.");
        return null;
      }
    },
    [showFailure],
  );

  return { download, stream };
}
