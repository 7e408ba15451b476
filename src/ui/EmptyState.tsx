import styled from "styled-components";

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** A friendly "nothing here" message, with an optional action below it. */
export function EmptyState({ message, action }: { message: string; action?: React.ReactNode }) {
  return (
    <Box role="status">
      <p>{message}</p>
      {action}
    </Box>
  );
}
