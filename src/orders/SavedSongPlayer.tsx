import { useEffect, useState } from "react";
import { readSong } from "../offline/songStore";
import { PlayButton } from "../player/PlayButton";

interface SavedSongPlayerProps {
  uid: string;
  /** The saved file's key (savedFileKey: the order's song, or its instrumental). */
  fileKey: string;
  title: string;
  artist: string | undefined;
  artistId: string | null;
}

/** Plays a song from the copy saved on this device, with or without a network. */
export function SavedSongPlayer({ uid, fileKey, title, artist, artistId }: SavedSongPlayerProps) {
  const [song, setSong] = useState<Blob | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void readSong(uid, fileKey).then((saved) => {
      if (saved && isCurrent) setSong(saved.blob);
    });
    return () => {
      isCurrent = false;
    };
  }, [uid, fileKey]);

  if (!song) return null;
  return <PlayButton track={{ id: `order:${fileKey}`, title, artist, artistId, src: song }} />;
}
