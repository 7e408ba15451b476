import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { useApiQuery } from "../api/useApiQuery";
import {
  GIFT_MESSAGES,
  giftPageSchema,
  giftThanksRequestSchema,
  MAX_GIFT_THANKS_LENGTH,
  type GiftPage as GiftPageData,
} from "@songs/domain";
import { OfflineNotice } from "../offline/OfflineNotice";
import { PlayButton } from "../player/PlayButton";
import { Button } from "../ui/Button";
import { CountedTextForm } from "../ui/CountedTextForm";
import { LoadingText } from "../ui/LoadingText";
import { saveFileToDevice } from "../ui/saveFileToDevice";
import { SharedLyrics } from "../widgets/lyrics/SharedLyrics";
import { Tag } from "../ui/Tag";
import { CreateYourSongInvite } from "../widgets/sharedSong/CreateYourSongInvite";
import { InlineRow } from "../ui/layout";
import { SharedSongFrame, SongLinkUnavailable } from "../widgets/sharedSong/SharedSongFrame";
import { giftPagePath, markGiftOpened, sendThanks } from "./giftsApi";
import { useRenewedSongLinks } from "./useRenewedSongLinks";

/** The gift's panel is wider than a shared song's: the message reads as a letter. */
const GIFT_PANEL_WIDTH = "36rem";

const Message = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  footer {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.textMuted};
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * /gift/:token: a song sent as a gift. The recipient needs no account: the occasion and the
 * message, the song in the mini player, its lyrics when the customer shares them, a download when
 * they allow it, and one thank-you back. Private (noindex); opening it is recorded with a POST.
 * The song's links work minutes and are renewed while the page is open.
 */
export default function GiftPage() {
  const { token = "" } = useParams();
  const { data, error, isLoading, isOffline, reload, update } = useApiQuery(giftPagePath(token), giftPageSchema);
  const isLive = data !== undefined;
  useRenewedSongLinks(token, data, update);

  useEffect(() => {
    if (isLive) void markGiftOpened(token).catch(() => undefined);
  }, [isLive, token]);

  if (isLoading) return <LoadingText>Opening your gift...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  if (!data) {
    return (
      <SongLinkUnavailable
        error={error}
        goneTitle="This gift link is no longer available"
        goneMessage={GIFT_MESSAGES.giftUnavailable}
        failedTitle="We couldn't open this gift"
        width={GIFT_PANEL_WIDTH}
      />
    );
  }
  return <GiftContent token={token} gift={data} />;
}

function GiftContent({ token, gift }: { token: string; gift: GiftPageData }) {
  const title = `A song for ${gift.recipientFirstName}`;
  return (
    <SharedSongFrame
      title={title}
      lead={`From ${gift.senderName}, written and recorded just for you.`}
      width={GIFT_PANEL_WIDTH}
    >
      <div>
        <Tag>{gift.occasionLabel}</Tag>
      </div>
      {gift.message && (
        <Message>
          <p>{gift.message}</p>
          <footer>{gift.senderName}</footer>
        </Message>
      )}
      <InlineRow $gap="md">
        <PlayButton track={{ id: `gift:${token}`, title: `Song for ${gift.recipientFirstName}`, src: gift.audioUrl }} />
        <span>Play your song</span>
        {gift.download && <DownloadButton download={gift.download} />}
      </InlineRow>
      {gift.lyrics && <SharedLyrics lyrics={gift.lyrics} />}
      <ThanksForm token={token} alreadySent={gift.thanked} senderName={gift.senderName} />
      <CreateYourSongInvite />
    </SharedSongFrame>
  );
}

function DownloadButton({ download }: { download: { url: string; fileName: string } }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={isBusy}
      onClick={() => {
        setBusy(true);
        void fetch(download.url)
          .then(async (response) =>
            response.ok ? saveFileToDevice(await response.blob(), download.fileName) : undefined,
          )
          .finally(() => setBusy(false));
      }}
    >
      {isBusy ? "Downloading..." : "Download"}
    </Button>
  );
}

function ThanksForm({ token, alreadySent, senderName }: { token: string; alreadySent: boolean; senderName: string }) {
  const [sent, setSent] = useState<string | null>(alreadySent ? GIFT_MESSAGES.thanksAlreadySent : null);
  if (sent) return <p role="status">{sent}</p>;
  return (
    <CountedTextForm
      layout="plain"
      labelledBy="thanks-heading"
      check={giftThanksRequestSchema.shape.message}
      label="Your reply"
      limit={MAX_GIFT_THANKS_LENGTH}
      submitLabel="Send thank-you"
      failureMessage="Your reply could not be sent. Please try again."
      onSend={async (message) => setSent(await sendThanks(token, message))}
    >
      <h2 id="thanks-heading">Say thank you to {senderName}</h2>
    </CountedTextForm>
  );
}
