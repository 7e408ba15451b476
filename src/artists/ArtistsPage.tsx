import { useMemo, useState } from "react";
import { distinctSorted, CATALOGUE_MESSAGES } from "@songs/domain";
import { CataloguePage } from "../offline/CataloguePage";
import { textOptions } from "../ui/Select";
import { SelectFilters } from "../ui/SelectFilters";
import { ArtistCard } from "./ArtistCard";
import { useArtists } from "../api/useArtists";

/** /artists: every artist by rating, filterable by genre. */
export default function ArtistsPage() {
  const { artists, read } = useArtists();
  const [genre, setGenre] = useState("");

  const genreOptions = useMemo(
    () => textOptions(distinctSorted(artists.flatMap((artist) => artist.genres))),
    [artists],
  );
  const shown = genre
    ? artists.filter((artist) => artist.genres.some((g) => g.toLowerCase() === genre.toLowerCase()))
    : artists;

  return (
    <CataloguePage
      title="Our Artists"
      path="/artists"
      lead="Meet the professional singers and songwriters who turn your story into a song. Choose the voice that feels right."
      filters={
        <SelectFilters
          label="Filter artists"
          filters={[
            { label: "Genre", value: genre, onChange: setGenre, options: genreOptions, placeholder: "All genres" },
          ]}
          onClear={() => setGenre("")}
        />
      }
      label="Artists"
      read={read}
      loadingMessage={CATALOGUE_MESSAGES.artistsLoading}
      emptyMessage={CATALOGUE_MESSAGES.artistsEmpty}
      items={shown}
      renderItem={(artist, index) => <ArtistCard artist={artist} isFirst={index === 0} />}
    />
  );
}
