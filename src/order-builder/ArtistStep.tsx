import styled from "styled-components";
import { ArtistPhoto } from "../widgets/catalogue/ArtistPhoto";
import { formatRating, CATALOGUE_MESSAGES } from "@songs/domain";
import { OfflineNotice } from "../offline/OfflineNotice";
import { EmptyState } from "../ui/EmptyState";
import { LoadingText } from "../ui/LoadingText";
import { ShowMorePages } from "../ui/MoreEntries";
import type { BuilderArtists } from "./builderArtists";
import { DraftChoiceGroup } from "./ChoiceGroup";
import type { StepProps } from "./stepProps";

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Unavailable = styled.strong`
  color: ${({ theme }) => theme.color.text};
`;

/** A choice tile's photo width: two tiles a row on a phone, four from 768 px. */
const TILE_PHOTO_SIZES = "(min-width: 1120px) 260px, (min-width: 768px) 25vw, calc(50vw - 24px)";

interface ArtistStepProps extends StepProps {
  artists: BuilderArtists;
}

/** Step 3 (optional): the artists who fit the chosen style, six at a time. */
export function ArtistStep({ artists: { artists, read, more, unavailableChoice } }: ArtistStepProps) {
  if (read.isLoading) return <LoadingText>{CATALOGUE_MESSAGES.artistsLoading}</LoadingText>;
  if (read.isOffline) return <OfflineNotice onRetry={read.reload} />;
  const choices = artists.map((artist) => ({
    id: artist.id,
    label: artist.name,
    media: (
      <Photo>
        <ArtistPhoto artist={artist} sizes={TILE_PHOTO_SIZES} width={320} height={240} />
      </Photo>
    ),
    details: (
      <>
        {!artist.availability && <Unavailable>{CATALOGUE_MESSAGES.artistUnavailable} · </Unavailable>}
        <span aria-hidden="true">★ </span>
        {formatRating(artist.rating)} rating · {artist.genres.join(", ")}
      </>
    ),
    isDisabled: !artist.availability,
  }));
  if (choices.length === 0) {
    return (
      <EmptyState message="No artists are available for this style right now. Skip this step and we will match you." />
    );
  }
  return (
    <>
      <DraftChoiceGroup
        legend="Choose an artist, or skip this step and we will match you"
        name="artistId"
        choices={choices}
        shownValue={(artistId) => (artistId === unavailableChoice?.id ? "" : (artistId ?? ""))}
        isWide
      />
      <ShowMorePages label={CATALOGUE_MESSAGES.artistsShowMore} more={more} />
    </>
  );
}
