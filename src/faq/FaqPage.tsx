import styled from "styled-components";
import { ButtonLink } from "../ui/Button";
import { PageHeading } from "../ui/PageHeading";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { Container, Section } from "../ui/layout";
import { Accordion } from "./Accordion";
import { faqPageData } from "./faqPageData";
import { FAQ_ITEMS } from "./faqItems";

const STRUCTURED_DATA = [faqPageData(FAQ_ITEMS)];

const Narrow = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`;

const Closing = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** `/faq`: ten questions in an accordion, then the way to start or compare packages. */
export default function FaqPage() {
  return (
    <>
      <PageHeading
        title="Frequently Asked Questions"
        path="/faq"
        structuredData={STRUCTURED_DATA}
        lead="Delivery times, file formats, ownership and revisions: everything you need to know about your custom song."
      />
      <Section as="div">
        <Container>
          <Narrow>
            <VisuallyHidden as="h2">Questions and answers</VisuallyHidden>
            <Accordion items={FAQ_ITEMS} />
            <Closing>
              <h2>Ready to create your song?</h2>
              <p>Start with your story, or compare our packages first.</p>
              <div>
                <ButtonLink to="/create">Create Your Song</ButtonLink>
                <ButtonLink to="/#pricing" variant="outline">
                  View Pricing
                </ButtonLink>
              </div>
            </Closing>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
