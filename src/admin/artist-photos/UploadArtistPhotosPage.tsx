import { useState } from "react";
import styled from "styled-components";
import { listArtists } from "../../api/artistsApi";
import { ARTIST_PHOTO_MESSAGES, type ArtistSummary } from "@songs/domain";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeading } from "../../ui/PageHeading";
import { Container, Section } from "../../ui/layout";
import { BUNDLED_ARTIST_PHOTOS } from "./bundledArtistPhotos";
import { uploadArtistPhoto, uploadProblem } from "./artistPhotosApi";

/** One bundled photo's outcome: waiting, uploading, "Uploaded", or why it failed. */
interface PhotoResult {
  fileName: string;
  state: "waiting" | "uploading" | "uploaded" | "failed";
  detail?: string;
}

const STATE_TEXT: Record<PhotoResult["state"], string> = {
  waiting: "Waiting",
  uploading: "Uploading...",
  uploaded: ARTIST_PHOTO_MESSAGES.uploaded,
  failed: "Failed",
};

const Results = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Result = styled.li<{ $state: PhotoResult["state"] }>`
  overflow-wrap: anywhere;
  color: ${({ theme, $state }) => ($state === "failed" ? theme.color.danger : $state === "uploaded" ? theme.color.text : theme.color.textMuted)};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: 600;
`;

const Narrow = styled(Container)`
  max-width: 40rem;
`;

const waiting = (): PhotoResult[] => BUNDLED_ARTIST_PHOTOS.map(({ fileName }) => ({ fileName, state: "waiting" }));

/**
 * /upload-artist-photos (admins): uploads the ten bundled artist photos to the `artists` bucket,
 * overwriting the stored files, and shows each file's result. Photos go one after another, so one
 * failure never stops the rest.
 */
export default function UploadArtistPhotosPage() {
  const [results, setResults] = useState<PhotoResult[] | null>(null);
  const isRunning = results?.some((result) => result.state === "waiting" || result.state === "uploading") ?? false;

  const setResult = (fileName: string, state: PhotoResult["state"], detail?: string) =>
    setResults(
      (current) =>
        current?.map((result) => (result.fileName === fileName ? { fileName, state, detail } : result)) ?? null,
    );

  const uploadAll = async () => {
    setResults(waiting());
    let artists: ArtistSummary[] = [];
    let listProblem: string | undefined;
    try {
      artists = await listArtists();
    } catch (error) {
      listProblem = `The artists could not be loaded: ${uploadProblem(error)}`;
    }
    for (const { fileName, artistName } of BUNDLED_ARTIST_PHOTOS) {
      const artist = artists.find((candidate) => candidate.name === artistName);
      if (!artist) {
        setResult(fileName, "failed", listProblem ?? `No artist named ${artistName}`);
        continue;
      }
      setResult(fileName, "uploading");
      try {
        await uploadArtistPhoto(artist.id, fileName);
        setResult(fileName, "uploaded");
      } catch (error) {
        setResult(fileName, "failed", uploadProblem(error));
      }
    }
  };

  const uploadedCount = results?.filter((result) => result.state === "uploaded").length ?? 0;
  return (
    <>
      <PageHeading
        title="Upload Artist Photos"
        lead="Uploads the ten bundled artist photos to storage, replacing the stored ones."
      />
      <Section>
        <Narrow>
          <Card>
            <Button onClick={() => void uploadAll()} disabled={isRunning}>
              {isRunning ? "Uploading..." : "Upload Artist Photos"}
            </Button>
            {results && (
              <>
                <Results aria-label="Upload results">
                  {results.map((result) => (
                    <Result key={result.fileName} $state={result.state}>
                      <strong>{result.fileName}</strong> — {result.detail ?? STATE_TEXT[result.state]}
                    </Result>
                  ))}
                </Results>
                {!isRunning && (
                  <Summary role="status">
                    {uploadedCount} of {results.length} photos uploaded
                  </Summary>
                )}
              </>
            )}
          </Card>
        </Narrow>
      </Section>
    </>
  );
}
