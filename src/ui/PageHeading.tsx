import styled from "styled-components";
import { usePageMeta } from "./usePageMeta";

const Header = styled.header`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0 auto;
  max-width: 40rem;
`;

interface PageHeadingProps {
  title: string;
  lead?: string;
}

/** The page's h1 (and optional lead), which also sets the document title. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  usePageMeta(title, lead);
  return (
    <Header>
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}
