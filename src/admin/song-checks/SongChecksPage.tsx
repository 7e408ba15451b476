import { useState } from "react";
import styled from "styled-components";
import {
  DELIVERABLE_LABELS,
  formatDateTime,
  MESSAGES,
  occasionLabel,
  packageLabel,
  songChecksSchema,
  STUDIO_MESSAGES,
  type SongCheck,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Card } from "../../ui/Card";
import { ActionRow, WorkContainer, Section } from "../../ui/layout";
import { LyricsText } from "../../widgets/lyrics/LyricsText";
import { NoteDialog } from "../../widgets/work/NoteDialog";
import { PageHeading } from "../../ui/PageHeading";
import { useToast } from "../../ui/toast/ToastProvider";
import { fetchSongChecks, releaseSong, sendBackSong, SONG_CHECKS_PATH } from "./songChecksApi";
import { MutedText } from "../../ui/MutedText";
import { EmptyState } from "../../ui/EmptyState";
import { LoadingText } from "../../ui/LoadingText";
import { howManyWait, WaitingQueue } from "../WaitingQueue";

const Player = styled.audio`
  width: 100%;
`;

const Listen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

function SongCheckCard({ check, onDecided }: { check: SongCheck; onDecided: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [isSendingBack, setSendingBack] = useState(false);
  const [isConfirmingRelease, setConfirmingRelease] = useState(false);
  const title = `Song for ${check.recipientName}`;

  const release = async () => {
    setBusy(true);
    try {
      const result = await releaseSong(check.orderId);
      // The customer was emailed: say what happened in the admins' words; else the server's warning.
      const isNotified = result.message === MESSAGES.songUploaded;
      toast({
        title: isNotified ? STUDIO_MESSAGES.songReleased : result.message,
        variant: isNotified ? "success" : "warning",
      });
      setConfirmingRelease(false);
      onDecided();
    } catch (error) {
      toast({
        title:
          isApiError(error) && error.status === 409
            ? error.message
            : "The song could not be released. Please try again.",
        variant: "destructive",
      });
      setBusy(false);
      setConfirmingRelease(false);
    }
  };

  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <MutedText>
        {occasionLabel(check.occasion)} · {packageLabel(check.package)} · by {check.artistName} · submitted{" "}
        <time dateTime={check.submittedAt}>{formatDateTime(check.submittedAt)}</time>
      </MutedText>
      <MutedText>
        This version:{" "}
        {check.changed.length > 0
          ? `new ${check.changed.map((item) => DELIVERABLE_LABELS[item].toLowerCase()).join(", ")}`
          : "as before"}
        . The order owes {check.items.map((item) => DELIVERABLE_LABELS[item].toLowerCase()).join(", ")}.
      </MutedText>
      <Listen>
        <h3>Song</h3>
        <Player
          controls
          preload="none"
          src={check.listenUrl}
          aria-label={`Listen to the song for ${check.recipientName}`}
        />
        {check.instrumentalUrl && (
          <>
            <h3>Instrumental version</h3>
            <Player
              controls
              preload="none"
              src={check.instrumentalUrl}
              aria-label={`Listen to the instrumental for ${check.recipientName}`}
            />
          </>
        )}
        <h3>Lyrics</h3>
        {check.lyrics ? (
          <LyricsText lyrics={check.lyrics} label={`Lyrics of the song for ${check.recipientName}`} />
        ) : (
          <p>No lyrics were handed in with this version.</p>
        )}
      </Listen>
      <ActionRow>
        <Button size="sm" disabled={busy} onClick={() => setConfirmingRelease(true)}>
          Release to Customer
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setSendingBack(true)}>
          Send Back
        </Button>
      </ActionRow>
      <ConfirmDialog
        open={isConfirmingRelease}
        title="Release to the customer?"
        description={`The customer gets ${title.toLowerCase()} and an email now, and ${check.artistName}'s share is released. This cannot be undone.`}
        confirmLabel="Release"
        cancelLabel="Not Yet"
        isBusy={busy}
        onConfirm={() => void release()}
        onCancel={() => setConfirmingRelease(false)}
      />
      {isSendingBack && (
        <NoteDialog
          title="Send back to the artist"
          description={`Tell ${check.artistName} what needs to change.`}
          label="Notes for the artist"
          requiredMessage={STUDIO_MESSAGES.notesRequired}
          submitLabel="Send Back"
          submittingLabel="Sending..."
          onClose={() => setSendingBack(false)}
          onSubmit={async (notes) => {
            await sendBackSong(check.orderId, notes);
            toast({ title: STUDIO_MESSAGES.songSentBack, variant: "success" });
            setSendingBack(false);
            onDecided();
          }}
        />
      )}
    </Card>
  );
}

/**
 * `/admin/song-checks`: the versions artists submitted, oldest first, 50 a page with "Show more" and
 * how many wait; the admins listen, then release or send back.
 */
export default function SongChecksPage() {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(SONG_CHECKS_PATH, fetchSongChecks);
  const more = useMorePages(SONG_CHECKS_PATH, songChecksSchema, data);
  const checks = data ? [...data.checks, ...more.pages.flatMap((page) => page.checks)] : [];
  // The first page is read again after a decision; the pages after it start over.
  const decided = () => {
    more.reset();
    reload();
  };
  return (
    <>
      <PageHeading
        title="Check Songs"
        lead="Listen to the songs and instrumentals artists submitted and read their lyrics, then release each to its customer or send it back with notes."
      />
      <Section>
        <WorkContainer>
          {isLoading ? (
            <LoadingText>Loading the submitted songs...</LoadingText>
          ) : isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : error || !data ? (
            <p role="alert">The submitted songs could not be loaded. Please try again.</p>
          ) : checks.length === 0 ? (
            <EmptyState message="No songs are waiting for a check." />
          ) : (
            <WaitingQueue
              count={howManyWait(data.count, "song waiting", "songs waiting")}
              label="Songs to check"
              items={checks}
              keyOf={(check) => check.orderId}
              more={more}
            >
              {(check) => <SongCheckCard check={check} onDecided={decided} />}
            </WaitingQueue>
          )}
        </WorkContainer>
      </Section>
    </>
  );
}
