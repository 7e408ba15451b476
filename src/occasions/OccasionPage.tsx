import styled, { css } from "styled-components";
import { builderPathFor, DELIVERY_RANGE_DAYS, OCCASION_LANDING_PATHS, type LandingOccasionId } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { Eyebrow, HeroLead, MarketingStats, SectionTitle } from "../ui/marketingText";
import { Container, Section } from "../ui/layout";
import { above } from "../ui/theme";
import { PageHead } from "../ui/PageHead";
import { OCCASION_CONTENT } from "./occasionContent";
import { plainList } from "../ui/mixins";

interface Quiet {
  $isQuiet: boolean;
}

const Hero = styled.section<Quiet>`
  padding: ${({ theme }) => theme.space.section} 0;
  text-align: center;
  background: ${({ theme, $isQuiet }) =>
    $isQuiet
      ? theme.color.quietSoft
      : `linear-gradient(180deg, ${theme.color.accentSoft} 0%, ${theme.color.background} 100%)`};
  h1 {
    margin: 0 auto ${({ theme }) => theme.space.md};
    max-width: 40rem;
    font-size: ${({ theme }) => theme.fontSize.display};
  }
  ${({ theme, $isQuiet }) =>
    $isQuiet &&
    css`
      h1 {
        color: ${theme.color.quiet};
        font-weight: 400;
      }
    `}
`;

const CreateButton = styled(ButtonLink)<Quiet>`
  ${({ theme, $isQuiet }) =>
    $isQuiet &&
    css`
      background: ${theme.color.quiet};
      &:hover:not(:disabled) {
        background: ${theme.color.text};
      }
    `}
`;

const SamplesButton = styled(ButtonLink)<Quiet>`
  ${({ theme, $isQuiet }) =>
    $isQuiet &&
    css`
      color: ${theme.color.quiet};
      border-color: ${theme.color.quiet};
      &:hover:not(:disabled) {
        color: ${theme.color.text};
      }
    `}
`;

const ItemGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${above.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li<Quiet>`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme, $isQuiet }) => ($isQuiet ? theme.color.quiet : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SensitivityNote = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.color.quiet};
  background: ${({ theme }) => theme.color.quietSoft};
  color: ${({ theme }) => theme.color.quiet};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Steps = styled.ol`
  margin: 0 auto;
  max-width: 44rem;
  padding-left: 1.5rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Closing = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SHARED_STEPS = [
  { title: "Share your story", text: "Tell us about the person, the moments and the feelings you want in the song." },
  { title: "An artist writes and records", text: "A professional artist turns your story into an original song." },
  {
    title: "Receive your song",
    text: `Your finished song arrives digitally, within ${DELIVERY_RANGE_DAYS} by package.`,
  },
] as const;

/** `/wedding-songs`, `/birthday-songs`, `/anniversary-songs`, `/memorial-songs`: one page driven by data. */
export default function OccasionPage({ occasion }: { occasion: LandingOccasionId }) {
  const content = OCCASION_CONTENT[occasion];
  const quiet = content.isQuiet;

  return (
    <>
      <PageHead title={content.pageTitle} description={content.description} path={OCCASION_LANDING_PATHS[occasion]} />
      <Hero $isQuiet={quiet} aria-labelledby="occasion-title">
        <Container>
          <Eyebrow $isQuiet={quiet}>{content.eyebrow}</Eyebrow>
          <h1 id="occasion-title">{content.heading}</h1>
          <HeroLead>{content.lead}</HeroLead>
          <CreateButton to={builderPathFor(occasion)} size="lg" $isQuiet={quiet}>
            Create Your Song
          </CreateButton>
        </Container>
      </Hero>

      <Section aria-labelledby="perfect-for-title">
        <Container>
          <SectionTitle id="perfect-for-title" $isQuiet={quiet}>
            {content.perfectForHeading}
          </SectionTitle>
          <ItemGrid>
            {content.perfectFor.map((item) => (
              <Item key={item.title} $isQuiet={quiet}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </Item>
            ))}
          </ItemGrid>
          {content.sensitivityNote && <SensitivityNote>{content.sensitivityNote}</SensitivityNote>}
        </Container>
      </Section>

      <Section $muted={!quiet} aria-labelledby="process-title">
        <Container>
          <SectionTitle id="process-title" $isQuiet={quiet}>
            How Your Song Comes Together
          </SectionTitle>
          <Steps>
            {SHARED_STEPS.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </Steps>
          {!quiet && <MarketingStats />}
        </Container>
      </Section>

      <Section aria-labelledby="closing-title">
        <Container>
          <Closing>
            <SectionTitle id="closing-title" $isQuiet={quiet}>
              {content.closingHeading}
            </SectionTitle>
            <p>{content.closingText}</p>
            <SamplesButton to="/samples" variant="outline" $isQuiet={quiet}>
              Listen to Samples
            </SamplesButton>
          </Closing>
        </Container>
      </Section>
    </>
  );
}
