import { useEffect, useId, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import { isApiError } from "../../api/ApiError";
import { putFileWithProgress } from "../../api/putFileWithProgress";
import { MESSAGES, checkSongFile, SONG_FILE_EXTENSIONS, type PickedFile, type SongUploadResponse } from "@songs/domain";
import { Button } from "../../ui/Button";
import { controlStyles } from "../../ui/controlStyles";
import { FieldErrorText } from "../../ui/FormField";
import { MutedText } from "../../ui/MutedText";
import { UploadProgress } from "../../ui/UploadProgress";
import { useToast } from "../../ui/toast/ToastProvider";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const FileInput = styled.input`
  ${controlStyles}
`;

/** The picked file's player: the artist (or an admin) hears what they are about to hand in. */
const Listen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
  audio {
    width: 100%;
  }
`;

const ACCEPT = SONG_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** Why the server or the storage refused, for the 'Upload Failed' toast. */
function reasonOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.fields?.file ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

/** Where a song goes: the admins' delivery or the artist's submission to the song check. */
export interface SongUploadTarget {
  request(file: PickedFile): Promise<SongUploadResponse>;
  /** Has the server judge the stored bytes; `warning` when it worked but something needs telling. */
  complete(uploadId: string): Promise<{ message: string; warning?: boolean }>;
}

interface SongUploadControlProps {
  target: SongUploadTarget;
  onUploaded: () => void;
  /** What the file is: the finished song (default) or its instrumental version. */
  fileLabel?: string;
  buttonLabel?: string;
}

/**
 * 'Upload Song': checks the picked file as the spec says (MP3, WAV or M4A under 50MB), PUTs it
 * straight to a signed URL with a progress bar, then has the server judge the stored bytes.
 */
export function SongUploadControl({
  target,
  onUploaded,
  fileLabel = "Finished song",
  buttonLabel = "Upload Song",
}: SongUploadControlProps) {
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const listenUrl = useObjectUrl(file && !problem ? file : null);

  const pick = (picked: File | null) => {
    setFile(picked);
    setProblem(picked ? checkSongFile(picked) : null);
  };

  const upload = async () => {
    if (!file || problem) return;
    setPercent(0);
    try {
      const issued = await target.request(file);
      await putFileWithProgress(issued, file, setPercent);
      const result = await target.complete(issued.uploadId);
      toast({ title: result.message, variant: result.warning ? "warning" : "success" });
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      onUploaded();
    } catch (error) {
      toast({ title: MESSAGES.uploadFailed, description: reasonOf(error), variant: "destructive" });
    } finally {
      setPercent(null);
    }
  };

  const isUploading = percent !== null;
  return (
    <div>
      <Field>
        <label htmlFor={inputId}>{fileLabel} (MP3, WAV or M4A, under 50MB)</label>
        <FileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={isUploading}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        {problem && (
          <FieldErrorText id={errorId} role="alert">
            {problem}
          </FieldErrorText>
        )}
      </Field>
      {listenUrl && (
        <Listen>
          <MutedText>Listen to the file before you upload it:</MutedText>
          <audio controls preload="metadata" src={listenUrl} aria-label={`Listen to ${file?.name ?? "the file"}`} />
        </Listen>
      )}
      <Button onClick={() => void upload()} disabled={!file || problem !== null || isUploading}>
        {isUploading ? "Uploading..." : buttonLabel}
      </Button>
      {isUploading && <UploadProgress percent={percent} />}
    </div>
  );
}

/** A playable address for a file picked on this device, freed when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
