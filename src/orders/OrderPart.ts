import styled from "styled-components";

/** One part of the customer's order page under its own h3 (the gift delivery, the artist's questions). */
export const OrderPart = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0;
  }
`;
