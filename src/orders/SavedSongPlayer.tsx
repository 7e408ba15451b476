import { useEffect, useState } from "react";
import { readSong } from "../offline/songStore";
import { AudioPlayer } from "../ui/AudioPlayer";

interface SavedSongPlayerProps {
  uid: string;
  orderId: string;
  title: string;
  artist: string | undefined;
}

/** Plays a song from the copy saved on this device, with or without a network. */
export function SavedSongPlayer({ uid, orderId, title, artist }: SavedSongPlayerProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    void readSong(uid, orderId).then((song) => {
      if (!song || !isCurrent) return;
      objectUrl = URL.createObjectURL(song.blob);
      setSrc(objectUrl);
    });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [uid, orderId]);

  if (!src) return null;
  return <AudioPlayer src={src} title={title} artist={artist} />;
}
