import { useCallback, useEffect, useState } from "react";
import { listSavedSongIds, removeSong, saveSong, type SongFile } from "../offline/songStore";

/** Which of this customer's files are saved on the device (by savedFileKey), and saving or removing one. */
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

  /** Resolves whether the device kept the file. */
  const save = useCallback(
    async (key: string, file: SongFile) => {
      const isSaved = await saveSong(uid, key, file);
      if (isSaved) setSavedIds((ids) => new Set(ids).add(key));
      return isSaved;
    },
    [uid],
  );

  const remove = useCallback(
    async (key: string) => {
      await removeSong(uid, key);
      setSavedIds((ids) => {
        const next = new Set(ids);
        next.delete(key);
        return next;
      });
    },
    [uid],
  );

  return { savedIds, save, remove };
}
