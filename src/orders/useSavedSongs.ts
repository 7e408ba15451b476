import { useCallback, useEffect, useState } from "react";
import { listSavedSongIds, removeSong, saveSong, type SongFile } from "../offline/songStore";

/** Which of this customer's songs are saved on the device, and saving or removing one. */
export function useSavedSongs(uid: string) {
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let isCurrent = true;
    void listSavedSongIds(uid).then((ids) => {
      if (isCurrent) setSavedIds(new Set(ids));
    });
    return () => {
      isCurrent = false;
    };
  }, [uid]);

  /** Resolves whether the device kept the song. */
  const save = useCallback(
    async (orderId: string, file: SongFile) => {
      const isSaved = await saveSong(uid, orderId, file);
      if (isSaved) setSavedIds((ids) => new Set(ids).add(orderId));
      return isSaved;
    },
    [uid],
  );

  const remove = useCallback(
    async (orderId: string) => {
      await removeSong(uid, orderId);
      setSavedIds((ids) => {
        const next = new Set(ids);
        next.delete(orderId);
        return next;
      });
    },
    [uid],
  );

  return { savedIds, save, remove };
}
