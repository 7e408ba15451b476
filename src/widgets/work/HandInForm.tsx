import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import styled from "styled-components";
import {
  DELIVERABLE_LABELS,
  formatDateTime,
  handInRequestSchema,
  MAX_LYRICS_LENGTH,
  missingItemsButtonLabel,
  normalizeLyrics,
  type ArtistItemKey,
  type AudioItemKey,
  type HandInRequest,
  type HandInView,
  type PickedFile,
  type SongUploadResponse,
} from "@songs/domain";
import { failureMessage } from "../../api/ApiError";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { Button } from "../../ui/Button";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { plainList } from "../../ui/mixins";
import { SongUploadControl } from "./SongUploadControl";
import { useToast } from "../../ui/toast/ToastProvider";

const Part = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Checklist = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  li {
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Versions = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    overflow-wrap: anywhere;
  }
`;

/** Where the files and the lyrics go: the artist's submission to the song check, or the admins' delivery. */
export interface HandInTarget {
  requestUpload(file: PickedFile, item: AudioItemKey): Promise<SongUploadResponse>;
  completeUpload(uploadId: string): Promise<{ message: string }>;
  handIn(lyrics: string): Promise<{ message: string; warning?: boolean }>;
}

interface HandInFormProps {
  view: HandInView;
  target: HandInTarget;
  /** "Submit for the Song Check", "Deliver to Customer". */
  handInLabel: string;
  handingInLabel: string;
  /** What the button names while items are missing: "Add the lyrics to submit" (the artist), "... to deliver" (the admins). */
  verb: "submit" | "deliver";
  /** After a file was uploaded: the caller reads the order again, keeping this form (and the lyrics typed). */
  onUploaded: () => void;
  /** After the items were handed in. */
  onHandedIn: () => void;
}

const UPLOAD_LABELS: Record<AudioItemKey, { file: string; button: string }> = {
  song: { file: "Finished song", button: "Upload Song" },
  instrumental: { file: "Instrumental version", button: "Upload Instrumental" },
};

// Checked with the domain's hand-in schema, sent as typed (the server makes the lines plain).
const HAND_IN_RESOLVER = zodResolver(handInRequestSchema, undefined, { raw: true });
const HAND_IN_FIELDS = ["lyrics"] as const;

/** One owed item's state in words: uploaded for this hand-in, handed in before, or still missing. */
function itemState(view: HandInView, item: ArtistItemKey, lyrics: string): string {
  if (item === "lyrics") {
    if (!lyrics.trim()) return "missing";
    return view.latest.lyrics !== null && normalizeLyrics(lyrics) === view.latest.lyrics
      ? "as handed in before"
      : "written";
  }
  const attached = view.attached.find((file) => file.item === item);
  if (attached) return `uploaded: ${attached.fileName}`;
  const latest = view.latest[item];
  return latest ? `handed in before: ${latest}` : "missing";
}

/**
 * Every item the artist delivers, in one form: the song and the instrumental version when owed
 * (each the same signed, byte-checked upload with a progress bar) and the lyrics as plain text.
 * The hand-in button says what is still missing until everything is there; a later hand-in (a
 * revision, a version sent back) carries new versions of what it changes, and every version so far
 * stays listed.
 */
export function HandInForm({
  view,
  target,
  handInLabel,
  handingInLabel,
  verb,
  onUploaded,
  onHandedIn,
}: HandInFormProps) {
  const toast = useToast();
  const { register, control, handleSubmit, setError, formState } = useForm<HandInRequest>({
    resolver: HAND_IN_RESOLVER,
    defaultValues: { lyrics: view.latest.lyrics ?? "" },
  });
  const lyrics = useWatch({ control, name: "lyrics" });
  const missing = view.items.filter((item) => itemState(view, item, lyrics) === "missing");

  const handIn = handleSubmit(async (request) => {
    try {
      const result = await target.handIn(request.lyrics);
      toast({ title: result.message, variant: result.warning ? "warning" : "success" });
      onHandedIn();
    } catch (error) {
      applyServerFieldErrors(error, HAND_IN_FIELDS, setError);
      toast({
        title: failureMessage(error, "That did not go through. Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <div>
      <Part>
        <h3>What to deliver</h3>
        <Checklist aria-label="What to deliver">
          {view.items.map((item) => (
            <li key={item}>
              <strong>{DELIVERABLE_LABELS[item]}</strong>: {itemState(view, item, lyrics)}
            </li>
          ))}
        </Checklist>
      </Part>

      {view.items
        .filter((item): item is AudioItemKey => item !== "lyrics")
        .map((item) => (
          <Part key={item}>
            <SongUploadControl
              fileLabel={UPLOAD_LABELS[item].file}
              buttonLabel={UPLOAD_LABELS[item].button}
              target={{
                request: (file) => target.requestUpload(file, item),
                complete: (uploadId) => target.completeUpload(uploadId),
              }}
              onUploaded={onUploaded}
            />
          </Part>
        ))}

      <Part>
        <Hint>Plain lines: put section names such as Verse 1 or Chorus on a line of their own.</Hint>
        <CountedTextAreaField
          label="Lyrics"
          error={formState.errors.lyrics?.message}
          length={lyrics.length}
          limit={MAX_LYRICS_LENGTH}
          rows={12}
          {...register("lyrics")}
        />
      </Part>

      <Part>
        <Button onClick={() => void handIn()} disabled={missing.length > 0 || formState.isSubmitting}>
          {formState.isSubmitting
            ? handingInLabel
            : missing.length > 0
              ? missingItemsButtonLabel(missing, verb)
              : handInLabel}
        </Button>
      </Part>

      {view.versions.length > 0 && (
        <Part>
          <h3>Versions handed in</h3>
          <Versions aria-label="Versions handed in">
            {view.versions.map((version) => (
              <li key={`${version.item}-${version.number}`}>
                {DELIVERABLE_LABELS[version.item]}, version {version.number}
                {version.fileName && <> ({version.fileName})</>},{" "}
                {version.by === "admins" ? "delivered by our team" : "submitted"}{" "}
                <time dateTime={version.at}>{formatDateTime(version.at)}</time>
              </li>
            ))}
          </Versions>
        </Part>
      )}
    </div>
  );
}
