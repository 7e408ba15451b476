import { useId } from "react";
import { useFormContext, type UseFormRegisterReturn } from "react-hook-form";
import styled from "styled-components";
import {
  formatCount,
  MAX_KEY_MOMENTS_LENGTH,
  MAX_RECIPIENT_NAME_LENGTH,
  MAX_STORY_LENGTH,
  type OrderDraft,
} from "@songs/domain";
import { controlStyles } from "../ui/controlStyles";
import { FieldError } from "./builderStyles";
import type { StepProps } from "./stepProps";
import { MutedText } from "../ui/MutedText";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Input = styled.input`
  ${controlStyles}
  width: 100%;
`;

const TextArea = styled.textarea`
  ${controlStyles}
  width: 100%;
  min-height: 9rem;
  resize: vertical;
`;

type StoryFieldName = "recipientName" | "story" | "keyMoments";

interface StoryFieldSpec {
  name: StoryFieldName;
  label: string;
  hint?: string;
  limit: number;
  isMultiline?: boolean;
}

/** The step's fields, in order. */
const STORY_FIELDS: readonly StoryFieldSpec[] = [
  { name: "recipientName", label: "Recipient Name", limit: MAX_RECIPIENT_NAME_LENGTH },
  {
    name: "story",
    label: "Your Story",
    hint: "Tell us about them: how you met, what makes them special, the memories you share.",
    limit: MAX_STORY_LENGTH,
    isMultiline: true,
  },
  {
    name: "keyMoments",
    label: "Key Moments",
    hint: "Optional: names, places, inside jokes or moments the song should mention.",
    limit: MAX_KEY_MOMENTS_LENGTH,
    isMultiline: true,
  },
];

interface StoryFieldProps extends StoryFieldSpec {
  /** The field's registration in the builder's form. */
  field: UseFormRegisterReturn<StoryFieldName>;
  length: number;
  error?: string;
}

/** A labelled text field with its live "n/limit" counter and its message. */
function StoryField({ label, hint, limit, isMultiline = false, field, length, error }: StoryFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, counterId, error && errorId].filter(Boolean).join(" ");
  const controlProps = {
    id,
    maxLength: limit,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...field,
  } as const;
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        <Counter id={counterId}>
          {formatCount(length)}/{formatCount(limit)}
        </Counter>
      </LabelRow>
      {hint && <MutedText id={hintId}>{hint}</MutedText>}
      {isMultiline ? <TextArea {...controlProps} /> : <Input {...controlProps} type="text" autoComplete="off" />}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

/** Step 4: who the song is for and their story. */
export function StoryStep({ draft }: StepProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<OrderDraft, StoryFieldName>>();
  return (
    <>
      {STORY_FIELDS.map((spec) => (
        <StoryField
          key={spec.name}
          {...spec}
          field={register(spec.name)}
          length={draft[spec.name].length}
          error={errors[spec.name]?.message}
        />
      ))}
    </>
  );
}
