import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import styled from "styled-components";
import { z } from "zod";
import { isApiError } from "../../api/ApiError";
import { FormField, Input, NativeSelect, TextArea } from "../../ui/FormField";
import {
  MAX_SAMPLE_STORY_LENGTH,
  MESSAGES,
  ADMIN_SAMPLE_GENRES,
  ADMIN_SAMPLE_MOODS,
  ADMIN_SAMPLE_OCCASIONS,
  checkSampleFile,
  formatCount,
  sampleFormSchema,
  type SampleForm,
  type CreateSampleResponse,
  type Sample,
} from "@songs/domain";
import { Button } from "../../ui/Button";
import { OptionList, textOptions } from "../../ui/Select";
import { UploadProgress } from "../../ui/UploadProgress";
import { useToast } from "../../ui/toast/ToastProvider";

/** The form's fields as typed (selects start empty), plus the picked audio file. */
interface AddSampleValues {
  title: string;
  genre: string;
  mood: string;
  occasion: string;
  story: string;
  audio: File | null;
}

const EMPTY_FORM: AddSampleValues = { title: "", genre: "", mood: "", occasion: "", story: "", audio: null };

/** The spec's sample fields, and the audio file checked as the spec says (audio, under 10MB, required). */
const addSampleSchema = sampleFormSchema.extend({
  audio: z.custom<File | null>().superRefine((file, context) => {
    const problem = checkSampleFile(file);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
type ValidSample = SampleForm & { audio: File };

// The schema's input has the selects as their ids; the form starts them empty.
const resolver = zodResolver(addSampleSchema) as unknown as Resolver<AddSampleValues, unknown, ValidSample>;

const Counter = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.md};
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The form's three lists: the field each sets, its label, its empty first option and its choices. */
const LIST_FIELDS = [
  { name: "genre", label: "Genre", placeholder: "Select a genre", options: textOptions(ADMIN_SAMPLE_GENRES) },
  { name: "mood", label: "Mood", placeholder: "Select a mood", options: textOptions(ADMIN_SAMPLE_MOODS) },
  {
    name: "occasion",
    label: "Occasion",
    placeholder: "Select an occasion",
    options: textOptions(ADMIN_SAMPLE_OCCASIONS),
  },
] as const;

interface AddSampleFormProps {
  onAdded: (sample: Sample) => void;
  /** How the sample is uploaded and created: the admins' library or an artist's submission (both signed uploads). */
  upload: (fields: SampleForm, file: File, onProgress: (percent: number) => void) => Promise<CreateSampleResponse>;
}

/**
 * The spec's "add sample" form: title, genre, mood, occasion, optional story and an audio file,
 * checked with the shared schema and messages. The audio goes straight to storage with a progress
 * bar; the server then judges its bytes. Success resets the form; failure keeps what was typed.
 */
export function AddSampleForm({ onAdded, upload }: AddSampleFormProps) {
  const toast = useToast();
  // A new key gives a fresh, empty file input after a successful upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [percent, setPercent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<AddSampleValues, unknown, ValidSample>({ resolver, defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit(async ({ audio, ...fields }) => {
    setPercent(0);
    try {
      const created = await upload(fields, audio, setPercent);
      toast({ title: created.message, variant: "success" });
      reset(EMPTY_FORM);
      setFileInputKey((key) => key + 1);
      onAdded(created.sample);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field in EMPTY_FORM) setError(field as keyof AddSampleValues, { message: text });
        }
      }
      const reason = isApiError(error) ? (error.fields?.file ?? error.message) : undefined;
      toast({ title: MESSAGES.sampleUploadFailed, description: reason, variant: "destructive" });
    } finally {
      setPercent(null);
    }
  });

  const storyLength = useWatch({ control, name: "story" }).length;
  const isUploading = percent !== null;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add sample">
      <FormField label="Title" error={errors.title?.message}>
        <Input type="text" {...register("title")} />
      </FormField>
      {LIST_FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
          <NativeSelect {...register(field.name)}>
            <OptionList placeholder={field.placeholder} options={field.options} />
          </NativeSelect>
        </FormField>
      ))}
      <FormField label="Story (optional)" error={errors.story?.message}>
        <TextArea rows={4} {...register("story")} />
      </FormField>
      <Counter aria-live="polite">
        {formatCount(storyLength)}/{formatCount(MAX_SAMPLE_STORY_LENGTH)} characters
      </Counter>
      <FormField label="Audio File" error={errors.audio?.message}>
        <Input
          key={fileInputKey}
          type="file"
          accept="audio/*"
          disabled={isUploading}
          onChange={(event) => setValue("audio", event.target.files?.[0] ?? null, { shouldValidate: isSubmitted })}
        />
      </FormField>
      <Button type="submit" disabled={isUploading}>
        {isUploading ? "Uploading..." : "Upload Sample"}
      </Button>
      {isUploading && <UploadProgress percent={percent} />}
    </form>
  );
}
