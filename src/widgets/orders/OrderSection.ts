import styled from "styled-components";

/** A part of an order's details (the admins' dialog, the studio's page): its heading, then its text as written. */
export const OrderSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
`;
