import { cloneElement, useId, type ReactElement } from "react";
import styled from "styled-components";
import { controlStyles } from "./controlStyles";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A field's error message, under the field. */
export const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Input = styled.input`
  ${controlStyles}
  width: 100%;
`;
export const TextArea = styled.textarea`
  ${controlStyles}
  width: 100%;
  min-height: 8rem;
  resize: vertical;
`;
export const NativeSelect = styled.select`
  ${controlStyles}
  width: 100%;
`;

interface FormFieldProps {
  label: string;
  /** The field's message, shown under it and linked with aria-describedby. */
  error?: string;
  /** One input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its validation message underneath. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </Field>
  );
}
