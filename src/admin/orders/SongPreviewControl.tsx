import { useState } from "react";
import { MESSAGES, type AudioItemKey } from "@songs/domain";
import { PlayButton } from "../../player/PlayButton";
import type { Track } from "../../player/PlayerProvider";
import { usePlayer } from "../../player/usePlayer";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toast/ToastProvider";
import { createSongPreview } from "./adminOrdersApi";

/** 'Preview': fetches a signed link to the delivered song or instrumental (valid 3600 s) and plays it in the mini player. */
export function SongPreviewControl({
  orderId,
  title,
  item = "song",
}: {
  orderId: string;
  title: string;
  item?: AudioItemKey;
}) {
  const toast = useToast();
  const player = usePlayer();
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const previewTrack = (src: string): Track => ({ id: `preview:${orderId}:${item}`, title, src });

  const preview = async () => {
    setIsBusy(true);
    try {
      const { url: signedUrl } = await createSongPreview(orderId, item);
      setUrl(signedUrl);
      player.play(previewTrack(signedUrl));
    } catch {
      toast({ title: MESSAGES.previewLinkFailed, variant: "destructive" });
    } finally {
      setIsBusy(false);
    }
  };

  if (url) return <PlayButton track={previewTrack(url)} />;
  return (
    <Button variant="outline" onClick={() => void preview()} disabled={isBusy}>
      Preview{item === "instrumental" && " Instrumental"}
    </Button>
  );
}
