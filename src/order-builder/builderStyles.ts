import styled from "styled-components";

/** Pieces shared by the builder's steps. */
export const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const FieldError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
