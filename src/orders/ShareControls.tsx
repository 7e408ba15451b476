import { useState } from "react";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { type OrderView } from "@songs/domain";
import { readSong } from "../offline/songStore";
import { Button } from "../ui/Button";
import { CheckboxLabel } from "../ui/CheckboxLabel";
import { controlStyles } from "../ui/controlStyles";
import { InlineRow } from "../ui/layout";
import { useToast } from "../ui/toast/ToastProvider";
import { createShareLink, setLyricsSharing, stopSharing } from "./ordersApi";
import { shareLink } from "./shareLink";
import { useCopyText } from "./useCopyText";

/** A switch the size of a touch target. */
const Switch = styled(CheckboxLabel)`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const LinkField = styled.input`
  ${controlStyles}
  flex: 1 1 16rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface ShareControlsProps {
  uid: string;
  order: OrderView;
  isSongSaved: boolean;
  /** Network actions are off while offline; `describedBy` names the note that says so. */
  isOffline: boolean;
  describedBy: string | undefined;
  onChange: (order: OrderView) => void;
}

/**
 * The private listening link of a completed order: "Share" creates it (opt-in) and offers it
 * through the Web Share sheet, or copies it; while it exists it is shown with "Copy Link" and
 * "Stop Sharing", which revokes it.
 */
export function ShareControls({ uid, order, isSongSaved, isOffline, describedBy, onChange }: ShareControlsProps) {
  const toast = useToast();
  const [isBusy, setBusy] = useState(false);
  const activeLink = order.share;
  const firstName = order.recipientName.split(/\s+/)[0] ?? order.recipientName;

  const copy = useCopyText("link");

  const share = async () => {
    setBusy(true);
    try {
      let link = order.share;
      if (!link) {
        link = await createShareLink(order.id);
        onChange({ ...order, share: link });
      }
      const saved = isSongSaved ? await readSong(uid, order.id) : null;
      const file = saved ? new File([saved.blob], saved.fileName, { type: saved.contentType }) : undefined;
      const outcome = await shareLink({ url: link.url, title: `A song for ${firstName}`, file });
      if (outcome === "copied") toast({ title: "Link copied", variant: "success" });
    } catch (error) {
      toast({
        title: isApiError(error) ? error.message : "Couldn't share the song. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    try {
      await stopSharing(order.id);
      onChange({ ...order, share: null });
      toast({ title: "Sharing stopped. The old link no longer plays the song." });
    } catch (error) {
      toast({
        title: isApiError(error) ? error.message : "Couldn't stop sharing. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const shareLyrics = async (share: boolean) => {
    setBusy(true);
    try {
      onChange(await setLyricsSharing(order.id, share));
      toast({
        title: share ? "The listening link now shows the lyrics." : "The listening link no longer shows the lyrics.",
      });
    } catch (error) {
      toast({
        title: isApiError(error) ? error.message : "Couldn't change that. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineRow>
      <Button
        variant="outline"
        size="sm"
        disabled={isBusy || isOffline}
        aria-describedby={describedBy}
        onClick={() => void share()}
      >
        Share
      </Button>
      {activeLink && (
        <>
          <LinkField
            readOnly
            value={activeLink.url}
            aria-label="Private listening link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="ghost" size="sm" onClick={() => void copy(activeLink.url)}>
            Copy Link
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy || isOffline}
            aria-describedby={describedBy}
            onClick={() => void stop()}
          >
            Stop Sharing
          </Button>
        </>
      )}
      {order.fulfilment?.lyrics && (
        <Switch>
          <input
            type="checkbox"
            role="switch"
            checked={order.fulfilment.shareLyrics}
            disabled={isBusy || isOffline}
            aria-describedby={describedBy}
            onChange={(event) => void shareLyrics(event.target.checked)}
          />
          Show the lyrics on the listening link
        </Switch>
      )}
    </InlineRow>
  );
}
