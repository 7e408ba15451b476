import { lazy, Suspense, useMemo, useState } from "react";
import { type Sample, CATALOGUE_MESSAGES } from "@songs/domain";
import { CataloguePage } from "../offline/CataloguePage";
import { textOptions } from "../ui/Select";
import { SelectFilters } from "../ui/SelectFilters";
import { SampleCard } from "./SampleCard";
import { NO_FILTERS, filterSamples, sampleFilterOptions, type SampleFilters } from "./sampleFilters";
import { useSamples } from "./useSamples";

const SampleDialog = lazy(() => import("./SampleDialog"));

/** The three filters: which field each sets, its label, its "any" text and where its options come from. */
const FILTERS = [
  { key: "occasion", label: "Occasion", placeholder: "All occasions", options: "occasions" },
  { key: "genre", label: "Genre", placeholder: "All genres", options: "genres" },
  { key: "mood", label: "Mood", placeholder: "All moods", options: "moods" },
] as const satisfies readonly {
  key: keyof SampleFilters;
  label: string;
  placeholder: string;
  options: keyof ReturnType<typeof sampleFilterOptions>;
}[];

/** /samples: the sample library with occasion, genre and mood filters. */
export default function SamplesPage() {
  const { samples, read } = useSamples();
  const [filters, setFilters] = useState<SampleFilters>(NO_FILTERS);
  const [openSample, setOpenSample] = useState<Sample | null>(null);

  const options = useMemo(() => sampleFilterOptions(samples), [samples]);
  const shown = filterSamples(samples, filters);
  const setFilter = (key: keyof SampleFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <>
      <CataloguePage
        title="Sample Library"
        path="/samples"
        lead="Listen to songs our artists have created for real stories, and imagine what yours could sound like."
        filters={
          <SelectFilters
            label="Filter samples"
            filters={FILTERS.map((filter) => ({
              label: filter.label,
              value: filters[filter.key],
              onChange: setFilter(filter.key),
              options: textOptions(options[filter.options]),
              placeholder: filter.placeholder,
            }))}
            onClear={() => setFilters(NO_FILTERS)}
          />
        }
        label="Samples"
        read={read}
        loadingMessage={CATALOGUE_MESSAGES.samplesLoading}
        emptyMessage={CATALOGUE_MESSAGES.samplesEmpty}
        items={shown}
        renderItem={(sample) => <SampleCard sample={sample} onReadMore={setOpenSample} />}
      />
      {openSample && (
        <Suspense fallback={null}>
          <SampleDialog sample={openSample} onClose={() => setOpenSample(null)} />
        </Suspense>
      )}
    </>
  );
}
