import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { MAX_VOICE_NOTE_SECONDS } from "@songs/domain";
import { Button } from "../ui/Button";
import { InlineRow } from "../ui/layout";
import { UploadProgress } from "../ui/UploadProgress";

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  audio {
    width: 100%;
  }
`;

/** The type this browser records voice in: WebM/Opus (Chromium, Firefox) or MP4/AAC (Safari). */
function recordingType(): string | undefined {
  const candidates = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"];
  return candidates.find((type) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(type));
}

/**
 * Records a voice answer with the phone's microphone (MediaRecorder): at most a minute, stopping
 * itself then; the note can be played back, recorded again, or sent with its upload's progress.
 */
export function VoiceRecorder({
  onSend,
  disabled,
}: {
  onSend: (note: Blob, onProgress: (percent: number) => void) => Promise<void>;
  disabled: boolean;
}) {
  const [state, setState] = useState<"idle" | "recording" | "recorded" | "sending">("idle");
  const [seconds, setSeconds] = useState(0);
  const [note, setNote] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );
  useEffect(() => () => (note ? URL.revokeObjectURL(note.url) : undefined), [note]);

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const start = async () => {
    setProblem(null);
    const type = recordingType();
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      setProblem("This browser cannot record audio. Please answer in text.");
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const started = Date.now();
      const next = new MediaRecorder(stream, { mimeType: type });
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const blob = new Blob(chunks, { type: type.split(";")[0] });
        setNote({ blob, url: URL.createObjectURL(blob) });
        setState("recorded");
      };
      recorder.current = next;
      next.start(1000);
      setSeconds(0);
      setState("recording");
      timer.current = window.setInterval(() => {
        const elapsed = Math.floor((Date.now() - started) / 1000);
        setSeconds(elapsed);
        if (elapsed >= MAX_VOICE_NOTE_SECONDS) stop();
      }, 250);
    } catch {
      setProblem("We couldn't use your microphone. Allow it for this site, or answer in text.");
    }
  };

  const send = async () => {
    if (!note) return;
    setState("sending");
    setProgress(0);
    try {
      await onSend(note.blob, setProgress);
      setNote(null);
      setState("idle");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Your voice answer could not be sent. Please try again.");
      setState("recorded");
    }
  };

  return (
    <Box>
      {state === "recording" ? (
        <InlineRow>
          <Button variant="danger" onClick={stop}>
            Stop recording
          </Button>
          <span role="timer" aria-live="off">
            {seconds} s of {MAX_VOICE_NOTE_SECONDS} s
          </span>
        </InlineRow>
      ) : (
        <InlineRow>
          <Button variant="outline" disabled={disabled || state === "sending"} onClick={() => void start()}>
            {note ? "Record again" : "Record a voice answer"}
          </Button>
          {note && (
            <Button disabled={disabled || state === "sending"} onClick={() => void send()}>
              {state === "sending" ? "Sending..." : "Send voice answer"}
            </Button>
          )}
        </InlineRow>
      )}
      {note && state !== "recording" && <audio controls src={note.url} aria-label="Your recorded answer" />}
      {state === "sending" && <UploadProgress percent={progress} label="Uploading your voice answer" />}
      {problem && <p role="alert">{problem}</p>}
    </Box>
  );
}
