import { useState } from "react";
import { ARTIST_GENRES, distinctSorted, CATALOGUE_MESSAGES } from "@songs/domain";
import { CataloguePage } from "../offline/CataloguePage";
import { textOptions } from "../ui/Select";
import { SelectFilters } from "../ui/SelectFilters";
import { ShowMorePages } from "../ui/MoreEntries";
import { ArtistCard } from "./ArtistCard";
import { useArtistPages } from "../api/useArtists";

/** Every genre an artist's profile can hold, in name order. */
const GENRE_OPTIONS = textOptions(distinctSorted(ARTIST_GENRES));

/** /artists: artists by rating, a page at a time ("Show more"), filterable by genre. */
export default function ArtistsPage() {
  const [genre, setGenre] = useState("");
  const { artists, read, more } = useArtistPages({ genre });

  return (
    <CataloguePage
      title="Our Artists"
      path="/artists"
      lead="Meet the professional singers and songwriters who turn your story into a song. Choose the voice that feels right."
      filters={
        <SelectFilters
          label="Filter artists"
          filters={[
            { label: "Genre", value: genre, onChange: setGenre, options: GENRE_OPTIONS, placeholder: "All genres" },
          ]}
          onClear={() => setGenre("")}
        />
      }
      label="Artists"
      read={read}
      loadingMessage={CATALOGUE_MESSAGES.artistsLoading}
      emptyMessage={CATALOGUE_MESSAGES.artistsEmpty}
      items={artists}
      renderItem={(artist, index) => <ArtistCard artist={artist} isFirst={index === 0} />}
    >
      <ShowMorePages label={CATALOGUE_MESSAGES.artistsShowMore} more={more} />
    </CataloguePage>
  );
}
