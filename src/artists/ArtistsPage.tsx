import { useMemo, useState } from "react";
import { MESSAGES, distinctSorted } from "@songs/domain";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { Select } from "../ui/Select";
import { CardGrid, Container, FilterBar, Section } from "../ui/layout";
import { ArtistCard } from "./ArtistCard";
import { useArtists } from "../api/useArtists";

/** /artists: every artist by rating, filterable by genre. */
export default function ArtistsPage() {
  const { artists, isLoading } = useArtists();
  const [genre, setGenre] = useState("");

  const genreOptions = useMemo(
    () => distinctSorted(artists.flatMap((artist) => artist.genres)).map((value) => ({ value, label: value })),
    [artists],
  );
  const shown = genre
    ? artists.filter((artist) => artist.genres.some((g) => g.toLowerCase() === genre.toLowerCase()))
    : artists;

  return (
    <>
      <PageHeading
        title="Our Artists"
        lead="Meet the professional singers and songwriters who turn your story into a song. Choose the voice that feels right."
      />
      <Section as="div">
        <Container>
          <FilterBar role="search" aria-label="Filter artists">
            <Select label="Genre" value={genre} onChange={setGenre} options={genreOptions} placeholder="All genres" />
            <Button variant="outline" onClick={() => setGenre("")}>
              Clear Filters
            </Button>
          </FilterBar>
          {isLoading ? (
            <LoadingText>{MESSAGES.artistsLoading}</LoadingText>
          ) : shown.length === 0 ? (
            <EmptyState message={MESSAGES.artistsEmpty} />
          ) : (
            <CardGrid aria-label="Artists">
              {shown.map((artist) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} />
                </li>
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </>
  );
}
