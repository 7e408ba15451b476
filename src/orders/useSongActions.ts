import { useCallback } from "react";
import { failureMessage } from "../api/ApiError";
import { MESSAGES, type AudioItemKey, type OrderView } from "@songs/domain";
import { savedFileKey, type SongFile } from "../offline/songStore";
import { useToast } from "../ui/toast/ToastProvider";
import { fetchSong, requestDownload, requestStream } from "./ordersApi";
import { saveFileToDevice } from "../ui/saveFileToDevice";

interface SongActionsOptions {
  /** Keeps a file on the device under its key (savedFileKey). */
  saveSong: (key: string, file: SongFile) => Promise<boolean>;
  onChange: (order: OrderView) => void;
}

const WORDS: Record<AudioItemKey, { download: string; play: string; save: string; saved: string }> = {
  song: {
    download: "Couldn't download the song. Please try again.",
    play: "Couldn't play the song. Please try again.",
    save: "Couldn't save the song on this device. Please try again.",
    saved: MESSAGES.songSavedOnDevice,
  },
  instrumental: {
    saved: MESSAGES.instrumentalSavedOnDevice,
    download: "Couldn't download the instrumental. Please try again.",
    play: "Couldn't play the instrumental. Please try again.",
    save: "Couldn't save the instrumental on this device. Please try again.",
  },
};

/**
 * Downloading, saving for offline and streaming a delivered song or its instrumental version. A
 * download saves the file under its friendly name and keeps a copy on the device for offline
 * replay; "save offline" keeps the copy only. Both are downloads to the device, so each is tracked
 * (the first one per file is recorded, and the customer thanked).
 */
export function useSongActions({ saveSong, onChange }: SongActionsOptions) {
  const toast = useToast();

  const showFailure = useCallback(
    (error: unknown, fallback: string) => {
      toast({ title: failureMessage(error, fallback), variant: "destructive" });
    },
    [toast],
  );

  /** Fetches the file's bytes through a (tracked) download; `toFile` also saves it to the device's files. */
  const fetchAndKeep = useCallback(
    async (order: OrderView, item: AudioItemKey, toFile: boolean) => {
      try {
        const file = await requestDownload(order.id, item);
        const blob = await fetchSong(file.url);
        let isKeptHere = false;
        if (blob) {
          if (toFile) saveFileToDevice(blob, file.fileName);
          const isKept = await saveSong(savedFileKey(order.id, item), {
            blob,
            fileName: file.fileName,
            contentType: file.contentType,
          });
          if (!isKept && !toFile) toast({ title: WORDS[item].save, variant: "destructive" });
          isKeptHere = isKept;
        } else if (toFile) {
          // The bytes could not be read here (for example a storage host without CORS): open the
          // file in a new tab for the browser to save. Only the offline copy is missing then.
          window.open(file.url, "_blank", "noopener");
        } else {
          toast({ title: WORDS[item].save, variant: "destructive" });
        }
        // A download is thanked once (the spec's words); saving for offline says where the song now is.
        if (toFile && file.firstDownload) toast({ title: MESSAGES.downloadTracked, variant: "success" });
        if (!toFile && isKeptHere) toast({ title: WORDS[item].saved, variant: "success" });
        const now = new Date().toISOString();
        onChange(
          item === "song"
            ? { ...order, downloadedAt: order.downloadedAt ?? now }
            : {
                ...order,
                fulfilment: order.fulfilment && {
                  ...order.fulfilment,
                  instrumentalDownloadedAt: order.fulfilment.instrumentalDownloadedAt ?? now,
                },
              },
        );
      } catch (error) {
        showFailure(error, toFile ? WORDS[item].download : WORDS[item].save);
      }
    },
    [saveSong, onChange, toast, showFailure],
  );

  const download = useCallback(
    (order: OrderView, item: AudioItemKey = "song") => fetchAndKeep(order, item, true),
    [fetchAndKeep],
  );
  const saveOffline = useCallback(
    (order: OrderView, item: AudioItemKey = "song") => fetchAndKeep(order, item, false),
    [fetchAndKeep],
  );

  /** A signed URL to play the file over the network, or null when it cannot be had. */
  const stream = useCallback(
    async (order: OrderView, item: AudioItemKey = "song"): Promise<string | null> => {
      try {
        return (await requestStream(order.id, item)).url;
      } catch (error) {
        showFailure(error, WORDS[item].play);
        return null;
      }
    },
    [showFailure],
  );

  return { download, saveOffline, stream };
}
