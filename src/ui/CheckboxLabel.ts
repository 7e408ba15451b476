import styled from "styled-components";

/** A checkbox (or switch) with its label, the whole label a 44 px touch target. */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:disabled {
    cursor: not-allowed;
  }
`;
