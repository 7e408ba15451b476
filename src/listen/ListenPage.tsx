import { useParams } from "react-router-dom";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import { MESSAGES, listenResponseSchema } from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import { ButtonLink } from "../ui/Button";
import { Card } from "../ui/Card";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { Tag } from "../ui/Tag";
import { Container, Section } from "../ui/layout";
import { useNoIndex } from "./useNoIndex";

const Panel = styled(Card)`
  max-width: 32rem;
  margin: 0 auto;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * /listen/:token: a song someone shared through its private link. Anyone with the link may listen,
 * with no account (the session layer is never asked to load); it shows only the recipient's first
 * name and the occasion, and is kept out of search engines.
 */
export default function ListenPage() {
  const { token = "" } = useParams();
  useNoIndex();
  const { data, error, isLoading } = useApiQuery(`/api/listen/${encodeURIComponent(token)}`, listenResponseSchema);

  if (isLoading) return <LoadingText>Loading your song...</LoadingText>;

  if (!data) {
    const isGone = isApiError(error) && error.status === 404;
    return (
      <>
        <PageHeading title={isGone ? "This link is no longer available" : "We couldn't load this song"} />
        <Section as="div">
          <Container>
            <Panel>
              <Note>{isGone ? MESSAGES.shareLinkUnavailable : "Please check your connection and try again."}</Note>
              <div>
                <ButtonLink to="/">Go to the home page</ButtonLink>
              </div>
            </Panel>
          </Container>
        </Section>
      </>
    );
  }

  const songTitle = `Song for ${data.recipientFirstName}`;
  return (
    <>
      <PageHeading title={`A song for ${data.recipientFirstName}`} lead="Written and recorded just for them, and shared with you." />
      <Section as="div">
        <Container>
          <Panel>
            <div>
              <Tag>{data.occasionLabel}</Tag>
            </div>
            <div>
              <PlayButton track={{ id: `listen:${token}`, title: songTitle, src: data.audioUrl }} />
            </div>
            <Note>Want a song like this for someone you love?</Note>
            <div>
              <ButtonLink to="/create" variant="outline">
                Create Your Song
              </ButtonLink>
            </div>
          </Panel>
        </Container>
      </Section>
    </>
  );
}
