import styled from "styled-components";

/** A row of an admin's list of records (alerts, failed work): a bordered card, its text wrapping anywhere. */
export const RecordRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;
