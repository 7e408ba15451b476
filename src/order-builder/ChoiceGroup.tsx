import { useId, type ReactNode, type Ref } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { OrderDraft } from "@songs/domain";
import styled from "styled-components";
import { above } from "../ui/theme";
import { FieldError, Fieldset, Legend } from "./builderStyles";
import { plainList } from "../ui/mixins";

export interface Choice {
  id: string;
  /** The radio's whole accessible name ("Birthday", "Premium Song"). */
  label: string;
  /** Shown above the label (an artist's photo). */
  media?: ReactNode;
  /** Described by, not part of the name (price, length, rating). */
  details?: ReactNode;
  badge?: ReactNode;
  /** Shown but not selectable (an artist who is not taking orders). */
  isDisabled?: boolean;
}

const Grid = styled.ul<{ $isWide: boolean }>`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* As many columns as fit a label such as "Anniversary" whole: one on the smallest phones. */
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  ${above.md} {
    grid-template-columns: repeat(${({ $isWide }) => ($isWide ? 3 : 4)}, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $isWide: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: ${({ $isWide }) => ($isWide ? "1 / -1" : "auto")};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:has(input:disabled) img {
    filter: grayscale(1);
  }
  &:has(input:disabled) label {
    cursor: not-allowed;
  }
  ${above.md} {
    grid-column: auto;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Label = styled.label`
  min-width: 0;
  overflow-wrap: break-word;
  font-weight: 600;
  cursor: pointer;
  /* The whole card picks the choice. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

const Details = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface ChoiceGroupProps {
  legend: string;
  /** The draft field it sets; also the radios' name, so a blocked step can focus it. */
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange(id: string): void;
  error?: string;
  /** Larger cards (artists, packages): one per row on phones, three across from tablets. */
  isWide?: boolean;
  /** The first choice that can be picked, where the form puts the focus when the group is refused. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** A radio group drawn as cards; arrow keys move between choices as in any radio group. */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  isWide = false,
  inputRef,
  onBlur,
}: ChoiceGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const firstEnabled = choices.find((choice) => !choice.isDisabled);
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <Grid $isWide={isWide}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.id}`;
          const detailsId = `${inputId}-details`;
          return (
            <Card key={choice.id} $isWide={isWide}>
              {choice.media}
              <Row>
                <input
                  type="radio"
                  id={inputId}
                  name={name}
                  value={choice.id}
                  checked={value === choice.id}
                  disabled={choice.isDisabled}
                  onChange={() => onChange(choice.id)}
                  onBlur={onBlur}
                  ref={choice === firstEnabled ? inputRef : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={choice.details ? detailsId : undefined}
                />
                <Label htmlFor={inputId}>{choice.label}</Label>
              </Row>
              {choice.badge}
              {choice.details && <Details id={detailsId}>{choice.details}</Details>}
            </Card>
          );
        })}
      </Grid>
    </Fieldset>
  );
}

type DraftChoiceName = "occasion" | "genre" | "artistId" | "package";

interface DraftChoiceGroupProps extends Pick<ChoiceGroupProps, "legend" | "choices" | "isWide"> {
  /** The draft field it sets. */
  name: DraftChoiceName;
  /** The choice shown as picked, when it is not simply the field's value. */
  shownValue?: (value: string | null) => string;
}

/** A ChoiceGroup bound to one field of the builder's form: its value, its message, its focus. */
export function DraftChoiceGroup({ name, shownValue, ...group }: DraftChoiceGroupProps) {
  const { control } = useFormContext<OrderDraft>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          {...group}
          name={name}
          value={shownValue ? shownValue(field.value) : (field.value ?? "")}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
