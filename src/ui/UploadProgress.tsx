import { useId } from "react";
import styled from "styled-components";

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  progress {
    flex: 1;
    min-width: 0;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A labelled progress bar ("Upload progress") with the percentage beside it. */
export function UploadProgress({ percent, label = "Upload progress" }: { percent: number; label?: string }) {
  const labelId = useId();
  return (
    <Row>
      <span id={labelId}>{label}</span>
      <progress aria-labelledby={labelId} max={100} value={percent} />
      <span>{percent}%</span>
    </Row>
  );
}
