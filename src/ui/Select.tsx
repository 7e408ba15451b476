import { useId } from "react";
import styled from "styled-components";
import { controlStyles } from "./controlStyles";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** An empty-value first option such as "All genres". */
  placeholder?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 12rem;
  max-width: 20rem;
  flex: 1 1 12rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Control = styled.select`
  ${controlStyles}
`;

/** Options that show their own value ("Pop", "Happy"). */
export function textOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** A select's options: an empty-value first option (`placeholder`, such as "All genres") when given, then the options. */
export function OptionList({ placeholder, options }: { placeholder?: string; options: readonly SelectOption[] }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A labelled native select. */
export function Select({ label, value, onChange, options, placeholder, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      <Control id={controlId} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
        <OptionList placeholder={placeholder} options={options} />
      </Control>
    </Field>
  );
}
