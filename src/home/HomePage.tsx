import { Link } from "react-router-dom";
import styled from "styled-components";
import { DELIVERY_RANGE_DAYS, SINCE_LINE } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { Eyebrow, HeroLead, MarketingStats, SectionTitle as BaseSectionTitle } from "../ui/marketingText";
import { Container, Section } from "../ui/layout";
import { mutedCentred, plainList } from "../ui/mixins";
import { above } from "../ui/theme";
import { PageHead } from "../ui/PageHead";
import { packageOffers } from "./packageOffers";
import { PricingPlans } from "./PricingSection";
import { Testimonials } from "./Testimonials";

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.accentSoft} 0%,
    ${({ theme }) => theme.color.background} 100%
  );
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 auto ${({ theme }) => theme.space.md};
  max-width: 44rem;
  font-size: ${({ theme }) => theme.fontSize.display};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionTitle = styled(BaseSectionTitle)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const SectionLead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  max-width: 36rem;
  ${mutedCentred}
`;

const Steps = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${above.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    flex: 1;
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const MoreLink = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** The three steps of the home page, each with the button the spec gives it. */
const HOME_STEPS = [
  {
    title: "Share Your Story",
    text: "Tell us about the occasion, the person and the memories that matter most.",
    action: { label: "Start Your Story", to: "/create" },
  },
  {
    title: "Artist Creates Magic",
    text: "A professional artist writes and records a one-of-a-kind song from your story.",
    action: { label: "Meet Our Artists", to: "/artists" },
  },
  {
    title: "Cherish the Moment",
    text: "Receive your song digitally, then play it, share it and keep it forever.",
    action: { label: "Listen to Samples", to: "/samples" },
  },
] as const;

const DESCRIPTION = `Custom personalised songs written and recorded by professional artists from your story, delivered within ${DELIVERY_RANGE_DAYS}. ${SINCE_LINE}.`;

/** `/`: hero, the three steps (#how-it-works), pricing (#pricing) and testimonials. */
export default function HomePage() {
  return (
    <>
      <PageHead
        title="Custom Songs for Every Occasion"
        description={DESCRIPTION}
        path="/"
        structuredData={packageOffers()}
      />
      <Hero aria-labelledby="home-title">
        <Container>
          <Eyebrow>{SINCE_LINE}</Eyebrow>
          <Title id="home-title">A Song Made from Your Story</Title>
          <HeroLead>
            Turn your memories into a one-of-a-kind song, written and recorded by a professional artist and delivered
            within {DELIVERY_RANGE_DAYS}, by package.
          </HeroLead>
          <Actions>
            <ButtonLink to="/create" size="lg">
              Create Your Song
            </ButtonLink>
            <ButtonLink to="/samples" size="lg" variant="outline">
              Hear Sample Songs
            </ButtonLink>
            <ButtonLink to="/give-a-song" size="lg" variant="outline">
              Give a Song
            </ButtonLink>
          </Actions>
          <MarketingStats isLarge />
        </Container>
      </Hero>

      <Section id="how-it-works" aria-labelledby="how-it-works-title">
        <Container>
          <SectionTitle id="how-it-works-title">How It Works</SectionTitle>
          <SectionLead>Three simple steps from your story to a song you will treasure.</SectionLead>
          <Steps>
            {HOME_STEPS.map((step, index) => (
              <Step key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                <ButtonLink to={step.action.to} variant="outline">
                  {step.action.label}
                </ButtonLink>
              </Step>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section id="pricing" $muted aria-labelledby="pricing-title">
        <Container>
          <SectionTitle id="pricing-title">Simple, Transparent Pricing</SectionTitle>
          <SectionLead>Choose the package that fits your moment. Every song is written just for you.</SectionLead>
          <PricingPlans />
          <MoreLink>
            <Link to="/give-a-song">Give a song: they tell their own story</Link>
          </MoreLink>
        </Container>
      </Section>

      <Section aria-labelledby="testimonials-title">
        <Container>
          <SectionTitle id="testimonials-title">What Our Customers Say</SectionTitle>
          <SectionLead>Real stories from people who gave the gift of a song.</SectionLead>
          <Testimonials />
          <MoreLink>
            <Link to="/reviews">Read all customer reviews</Link>
          </MoreLink>
        </Container>
      </Section>
    </>
  );
}
