import styled from "styled-components";
import { PageHead } from "./PageHead";
import type { StructuredData } from "./pageHeadModel";

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
  /** A public page's path: see PageHead. */
  path?: string;
  structuredData?: readonly StructuredData[];
}

/** The page's h1 (and optional lead), with its head tags: the lead is the page's description. */
export function PageHeading({ title, lead, path, structuredData }: PageHeadingProps) {
  return (
    <Header>
      <PageHead title={title} description={lead} path={path} structuredData={structuredData} />
      <Title>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  );
}
