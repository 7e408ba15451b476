import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import {
  artistPagePath,
  formatLongDate,
  formatRating,
  type ArtistProfile,
  occasionLabel,
  CATALOGUE_MESSAGES,
} from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import { sampleTrack } from "../player/sampleTrack";
import { ButtonLink } from "../ui/Button";
import { Card } from "../ui/Card";
import { EmptyState } from "../ui/EmptyState";
import { LoadingText } from "../ui/LoadingText";
import { OfflineNotice, SavedCopyNotice } from "../offline/OfflineNotice";
import { Stars } from "../ui/Stars";
import { Badge, TagList, Tags } from "../ui/Tag";
import { CardGrid, Container, Section } from "../ui/layout";
import { above } from "../ui/theme";
import { NoIndex, PageHead } from "../ui/PageHead";
import { ArtistPhoto } from "../widgets/catalogue/ArtistPhoto";
import { useArtistProfile } from "../api/useArtists";
import { plainList } from "../ui/mixins";
import { artistData } from "./artistData";
import { MutedText } from "../ui/MutedText";

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: ${({ theme }) => theme.space.md} 0;
  font-weight: 600;
`;

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  align-items: start;
  ${above.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

/** The profile photo's laid-out width: the page's width on a phone, two fifths of it from 768 px (416 px at most). */
const PROFILE_PHOTO_SIZES = "(min-width: 1120px) 416px, (min-width: 768px) calc(40vw - 32px), calc(100vw - 32px)";

const PhotoFrame = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.display};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-family: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0;
  }
`;

const RatingLine = styled.p`
  font-weight: 700;
  span[aria-hidden] {
    color: ${({ theme }) => theme.color.star};
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
`;

const SampleList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${above.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Comment = styled.blockquote`
  margin: 0;
  font-style: italic;
`;

const ReviewFigure = styled(Card)`
  margin: 0;
`;

const NotFound = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.section} 0;
  h1 {
    margin-top: 0;
  }
`;

/** /artists/:artistId: the artist's profile, samples and reviews. */
export default function ArtistProfilePage() {
  const { artistId } = useParams();
  const state = useArtistProfile(artistId);

  return (
    <Section as="div">
      <Container>
        {state.status === "loading" && <LoadingText>{CATALOGUE_MESSAGES.artistLoading}</LoadingText>}
        {state.status === "offline" && <OfflineNotice onRetry={state.retry} />}
        {state.status === "not-found" && <ArtistNotFound />}
        {state.status === "ready" && (
          <>
            {state.isSavedCopy && <SavedCopyNotice />}
            <Profile profile={state.profile} />
          </>
        )}
      </Container>
    </Section>
  );
}

function ArtistNotFound() {
  return (
    <NotFound>
      <PageHead title={CATALOGUE_MESSAGES.artistNotFound} />
      <NoIndex />
      <h1>{CATALOGUE_MESSAGES.artistNotFound}</h1>
      <ButtonLink to="/artists" variant="outline">
        Back to Artists
      </ButtonLink>
    </NotFound>
  );
}

function Profile({ profile: { artist, samples, reviews } }: { profile: ArtistProfile }) {
  return (
    <>
      <PageHead
        title={artist.name}
        description={artist.bio}
        path={artistPagePath(artist.id)}
        structuredData={[artistData(artist)]}
      />
      <BackLink to="/artists">← All artists</BackLink>
      <Hero>
        <PhotoFrame>
          <ArtistPhoto artist={artist} sizes={PROFILE_PHOTO_SIZES} width={480} height={480} isPriority />
        </PhotoFrame>
        <Details>
          <RatingLine>
            <span aria-hidden="true">★</span> {formatRating(artist.rating)}{" "}
            <small>
              ({artist.reviewCount} {artist.reviewCount === 1 ? "review" : "reviews"})
            </small>
          </RatingLine>
          <h1>{artist.name}</h1>
          <p>{artist.bio}</p>
          {artist.genres.length > 0 && (
            <div>
              <h2>Genres</h2>
              <Tags values={artist.genres} />
            </div>
          )}
          {artist.specialties.length > 0 && (
            <div>
              <h2>Specialties</h2>
              <TagList>
                {artist.specialties.map((specialty) => (
                  <li key={specialty}>
                    <Badge $variant="outline">{specialty}</Badge>
                  </li>
                ))}
              </TagList>
            </div>
          )}
          <div>
            {artist.availability ? (
              <ButtonLink to={`/create?artist=${encodeURIComponent(artist.id)}`} size="lg">
                Choose This Artist
              </ButtonLink>
            ) : (
              <p role="note">
                <Badge $variant="secondary">{CATALOGUE_MESSAGES.artistUnavailableProfile}</Badge>
              </p>
            )}
          </div>
        </Details>
      </Hero>

      <section aria-labelledby="artist-samples">
        <SectionTitle id="artist-samples">Sample Songs</SectionTitle>
        {samples.length === 0 ? (
          <EmptyState message="No samples from this artist yet." />
        ) : (
          <SampleList>
            {samples.map((sample) => (
              <li key={sample.id}>
                <Card>
                  <h3>{sample.title}</h3>
                  <div>
                    <PlayButton track={sampleTrack(sample, artist)} />
                  </div>
                  <Tags label="Tags" values={[sample.occasion, sample.genre, sample.mood].filter(Boolean)} />
                </Card>
              </li>
            ))}
          </SampleList>
        )}
      </section>

      <section aria-labelledby="artist-reviews">
        <SectionTitle id="artist-reviews">Reviews</SectionTitle>
        {reviews.length === 0 ? (
          <EmptyState message="No reviews yet." />
        ) : (
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewFigure as="figure">
                  <Stars rating={review.rating} />
                  <Comment>&ldquo;{review.comment}&rdquo;</Comment>
                  <figcaption>
                    <strong>{review.customerName}</strong>
                    <MutedText>
                      {occasionLabel(review.occasion)} · {formatLongDate(review.createdAt)}
                    </MutedText>
                  </figcaption>
                </ReviewFigure>
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
