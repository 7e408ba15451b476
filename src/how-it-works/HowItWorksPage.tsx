import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  builderPathFor,
  DELIVERY_RANGE_DAYS,
  OCCASION_LANDING_PATHS,
  SONG_RIGHTS,
  OCCASIONS,
  type OccasionId,
} from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { SectionTitle } from "../ui/marketingText";
import { Container, Section } from "../ui/layout";
import { mutedCentred, plainList } from "../ui/mixins";
import { above } from "../ui/theme";
import { PageHead } from "../ui/PageHead";

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.section} 0 ${({ theme }) => theme.space.xxl};
  text-align: center;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.accentSoft} 0%,
    ${({ theme }) => theme.color.background} 100%
  );
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.display};
  }
  p {
    margin: 0 auto;
    max-width: 38rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Steps = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${above.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StepLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: 40rem;
  ${mutedCentred}
`;

const OccasionGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${above.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    height: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
  }
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.primary};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Panel = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const STEPS = [
  {
    title: "Share Your Story",
    text: "Tell us what makes this moment special.",
    points: ["Choose the occasion", "Pick a genre", "Tell your story and the key moments"],
  },
  {
    title: "Get Matched with Artists",
    text: "We match you with professional artists who fit your genre, or you choose the voice you love.",
    points: ["Professional singers and songwriters", "Browse profiles and sample songs", "Or let us choose for you"],
  },
  {
    title: "Your Song Is Created",
    text: `Your artist writes and records your song, within ${DELIVERY_RANGE_DAYS}, by package.`,
    points: ["Studio-quality recording", "Multiple revisions", "Professional production"],
  },
  {
    title: "Receive and Share",
    text: "Your finished song arrives in your dashboard, ready to play for the people you love.",
    points: ["Instant digital delivery", "High-quality audio", "Unlimited plays and shares"],
  },
] as const;

const OCCASION_BLURBS: Record<OccasionId, string> = {
  wedding: "First dances, vows and love stories",
  birthday: "Milestones and surprises",
  anniversary: "Years of love, in a song",
  memorial: "A gentle tribute to a life",
  graduation: "Celebrate every achievement",
  other: "Any moment worth a song",
};

function occasionPath(id: OccasionId): string {
  return id in OCCASION_LANDING_PATHS
    ? OCCASION_LANDING_PATHS[id as keyof typeof OCCASION_LANDING_PATHS]
    : builderPathFor(id);
}

const DESCRIPTION = `From your story to a finished custom song within ${DELIVERY_RANGE_DAYS}: share your story, get matched with a professional artist, and receive a studio-quality song to share.`;

/** `/how-it-works`: the four steps, the occasions, questions and a closing call to action. */
export default function HowItWorksPage() {
  return (
    <>
      <PageHead title="How It Works" description={DESCRIPTION} path="/how-it-works" />
      <Hero aria-labelledby="how-title">
        <Container>
          <h1 id="how-title">How It Works</h1>
          <p>
            From your story to a finished song within {DELIVERY_RANGE_DAYS}: four simple steps, with a professional
            artist by your side.
          </p>
        </Container>
      </Hero>

      <Section aria-labelledby="steps-title">
        <Container>
          <SectionTitle id="steps-title">Four Simple Steps</SectionTitle>
          <Steps>
            {STEPS.map((step, index) => (
              <Step key={step.title}>
                <StepLabel>Step {index + 1}</StepLabel>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                <ul>
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Step>
            ))}
          </Steps>
          <Note>{SONG_RIGHTS}</Note>
        </Container>
      </Section>

      <Section $muted aria-labelledby="occasions-title">
        <Container>
          <SectionTitle id="occasions-title">Songs for Every Occasion</SectionTitle>
          <OccasionGrid>
            {OCCASIONS.map((occasion) => (
              <li key={occasion.id}>
                <Link to={occasionPath(occasion.id)}>
                  <strong>{occasion.label}</strong>
                  <span>{OCCASION_BLURBS[occasion.id]}</span>
                </Link>
              </li>
            ))}
          </OccasionGrid>
        </Container>
      </Section>

      <Section aria-labelledby="questions-title">
        <Container>
          <Panel>
            <h2 id="questions-title">Questions?</h2>
            <p>Delivery times, revisions, file formats and ownership: our FAQ has the answers.</p>
            <ButtonLink to="/faq" variant="outline">
              Read the FAQ
            </ButtonLink>
          </Panel>
        </Container>
      </Section>

      <Section $muted aria-labelledby="cta-title">
        <Container>
          <Panel>
            <h2 id="cta-title">Ready to Create Something Unforgettable?</h2>
            <p>Start with your story. We&apos;ll take care of the music.</p>
            <Actions>
              <ButtonLink to="/create" size="lg">
                Get Started Now
              </ButtonLink>
              <ButtonLink to="/samples" size="lg" variant="outline">
                Listen to Samples
              </ButtonLink>
            </Actions>
          </Panel>
        </Container>
      </Section>
    </>
  );
}
