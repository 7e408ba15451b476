import styled, { keyframes } from "styled-components";

const Status = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin: 0;
`;

/** A polite loading message ("Loading artists..."). */
export function LoadingText({ children }: { children: React.ReactNode }) {
  return (
    <Status role="status" aria-live="polite">
      {children}
    </Status>
  );
}

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

/** A placeholder block shown while content loads (hidden from assistive technology). */
export const Skeleton = styled.div.attrs({ "aria-hidden": true })<{ $height?: string; $width?: string }>`
  height: ${({ $height = "1rem" }) => $height};
  width: ${({ $width = "100%" }) => $width};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
