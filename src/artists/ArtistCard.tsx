import { Link } from "react-router-dom";
import styled from "styled-components";
import { ARTIST_CARD_GENRE_TAGS, formatRating, type ArtistSummary, CATALOGUE_MESSAGES } from "@songs/domain";
import { Badge, Tags } from "../ui/Tag";
import { Clamp } from "../ui/layout";
import { ArtistPhoto } from "../widgets/catalogue/ArtistPhoto";

const CardShell = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

// Hidden overflow keeps the frame at 4:3 whatever the photo's own shape (the stored sizes are
// square): with visible overflow its height could grow to the loaded image's and push the card's
// text down after the first paint.
const PhotoFrame = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* The whole card is the link's target area. */
    &::after {
      content: "";
      position: absolute;
      inset: 0;
    }
  }
`;

const Rating = styled.span`
  flex: none;
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
  span {
    color: ${({ theme }) => theme.color.star};
  }
`;

const Bio = styled(Clamp)`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The card photo's laid-out width: one column under 768 px (the page's 16 px side padding), two
 * from 768 px, three from 1024 px, at most 342 px in the 1120 px container.
 */
const CARD_PHOTO_SIZES =
  "(min-width: 1120px) 342px, (min-width: 1024px) calc(33.3vw - 32px), (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)";

/**
 * One artist in the list: photo, name, rating, up to 3 genres, 2-line bio, availability. The first
 * card's photo is in view on every screen and the list page's largest image (its LCP), so it is
 * preloaded from the page's head and fetched first.
 */
export function ArtistCard({ artist, isFirst = false }: { artist: ArtistSummary; isFirst?: boolean }) {
  return (
    <CardShell aria-labelledby={`artist-${artist.id}`}>
      <PhotoFrame>
        <ArtistPhoto artist={artist} sizes={CARD_PHOTO_SIZES} width={400} height={300} isPriority={isFirst} />
      </PhotoFrame>
      <Body>
        <TitleRow>
          <Name id={`artist-${artist.id}`}>
            <Link to={`/artists/${artist.id}`}>{artist.name}</Link>
          </Name>
          <Rating aria-label={`Rated ${formatRating(artist.rating)} out of 5`}>
            <span aria-hidden="true">★</span> {formatRating(artist.rating)}
          </Rating>
        </TitleRow>
        <Tags label="Genres" values={artist.genres.slice(0, ARTIST_CARD_GENRE_TAGS)} />
        <Bio $lines={2}>{artist.bio}</Bio>
        {!artist.availability && (
          <div>
            <Badge $variant="secondary">{CATALOGUE_MESSAGES.artistUnavailable}</Badge>
          </div>
        )}
      </Body>
    </CardShell>
  );
}
