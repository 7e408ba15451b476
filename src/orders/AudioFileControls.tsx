import { useState } from "react";
import type { AudioItemKey, OrderView } from "@songs/domain";
import { savedFileKey } from "../offline/songStore";
import { PlayButton } from "../player/PlayButton";
import type { Track } from "../player/PlayerProvider";
import { usePlayer } from "../player/usePlayer";
import { Button } from "../ui/Button";
import { InlineRow } from "../ui/layout";
import { SavedSongPlayer } from "./SavedSongPlayer";

export interface AudioFileActions {
  onDownload: (item: AudioItemKey) => Promise<void>;
  onSaveOffline: (item: AudioItemKey) => Promise<void>;
  onStream: (item: AudioItemKey) => Promise<string | null>;
  onRemove: (item: AudioItemKey) => Promise<void>;
}

interface AudioFileControlsProps extends AudioFileActions {
  uid: string;
  order: OrderView;
  item: AudioItemKey;
  /** The track's title: "Song for Emma", "Song for Emma (Instrumental)". */
  title: string;
  isSaved: boolean;
  isOffline: boolean;
  /** The note that says network actions wait for a connection. */
  describedBy: string | undefined;
}

/** Words on the buttons: the song's are the spec's plain ones, the instrumental's name it. */
const NAMES: Record<AudioItemKey, { play: string; download: string; save: string; remove: string }> = {
  song: { play: "Play", download: "Download", save: "Save Offline", remove: "Remove from this device" },
  instrumental: {
    play: "Play Instrumental",
    download: "Download Instrumental",
    save: "Save Instrumental Offline",
    remove: "Remove Instrumental from this device",
  },
};

/**
 * One delivered audio file of an order: play it (from the device's copy when saved, else streamed,
 * which records nothing), download it (tracked), save it for offline replay (tracked), or remove
 * the device's copy. Network actions are off while offline.
 */
export function AudioFileControls({
  uid,
  order,
  item,
  title,
  isSaved,
  isOffline,
  describedBy,
  ...actions
}: AudioFileControlsProps) {
  const player = usePlayer();
  const [busy, setBusy] = useState<"download" | "play" | "save" | "remove" | null>(null);
  const [streamUrl, setStreamUrl] = useState<string | null>(null);
  const names = NAMES[item];
  const needsNetwork = {
    disabled: isOffline || busy !== null,
    "aria-describedby": isOffline ? describedBy : undefined,
  };
  const trackOf = (src: string): Track => ({
    id: `order:${savedFileKey(order.id, item)}`,
    title,
    artist: order.artistName ?? undefined,
    artistId: order.artistId,
    src,
  });

  const run = async (action: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const playStream = async () => {
    const url = await actions.onStream(item);
    if (!url) return;
    setStreamUrl(url);
    player.play(trackOf(url));
  };

  return (
    <InlineRow>
      {isSaved && (
        <SavedSongPlayer
          uid={uid}
          fileKey={savedFileKey(order.id, item)}
          title={title}
          artist={order.artistName ?? undefined}
          artistId={order.artistId}
        />
      )}
      {!isSaved && streamUrl && <PlayButton track={trackOf(streamUrl)} />}
      {!isSaved && !streamUrl && (
        <Button variant="secondary" size="sm" {...needsNetwork} onClick={() => void run("play", playStream)}>
          {names.play}
        </Button>
      )}
      <Button size="sm" {...needsNetwork} onClick={() => void run("download", () => actions.onDownload(item))}>
        {busy === "download" ? "Downloading..." : names.download}
      </Button>
      {!isSaved && (
        <Button
          variant="outline"
          size="sm"
          {...needsNetwork}
          onClick={() => void run("save", () => actions.onSaveOffline(item))}
        >
          {busy === "save" ? "Saving..." : names.save}
        </Button>
      )}
      {isSaved && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run("remove", () => actions.onRemove(item))}
        >
          {names.remove}
        </Button>
      )}
    </InlineRow>
  );
}
