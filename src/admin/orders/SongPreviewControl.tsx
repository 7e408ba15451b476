import { useState } from "react";
import { MESSAGES } from "@songs/domain";
import { AudioPlayer } from "../../ui/AudioPlayer";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toast/ToastProvider";
import { createSongPreview } from "./adminOrdersApi";

/** 'Preview': fetches a signed link to the delivered song (valid 3600 s) and plays it here. */
export function SongPreviewControl({ orderId, title }: { orderId: string; title: string }) {
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const preview = async () => {
    setIsBusy(true);
    try {
      setUrl((await createSongPreview(orderId)).url);
    } catch {
      toast({ title: MESSAGES.previewLinkFailed, variant: "destructive" });
    } finally {
      setIsBusy(false);
    }
  };

  if (url) return <AudioPlayer src={url} title={title} />;
  return (
    <Button variant="outline" onClick={() => void preview()} disabled={isBusy}>
      Preview
    </Button>
  );
}
