import { useEffect, useState } from "react";
import { readSong } from "../offline/songStore";
import { PlayButton } from "../player/PlayButton";

interface SavedSongPlayerProps {
  uid: string;
  orderId: string;
  title: string;
  artist: string | undefined;
  artistId: string | null;
}

/** Plays a song from the copy saved on this device, with or without a network. */
export function SavedSongPlayer({ uid, orderId, title, artist, artistId }: SavedSongPlayerProps) {
  const [song, setSong] = useState<Blob | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void readSong(uid, orderId).then((saved) => {
      if (saved && isCurrent) setSong(saved.blob);
    });
    return () => {
      isCurrent = false;
    };
  }, [uid, orderId]);

  if (!song) return null;
  return <PlayButton track={{ id: `order:${orderId}`, title, artist, artistId, src: song }} />;
}
