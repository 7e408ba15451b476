import { Button } from "./Button";
import { FilterBar } from "./layout";
import { Select, type SelectProps } from "./Select";

/** One filter: a labelled select whose empty first option (`placeholder`) means "any". */
export type SelectFilter = Pick<SelectProps, "label" | "value" | "onChange" | "options"> & { placeholder: string };

interface SelectFiltersProps {
  /** The search landmark's name ("Filter artists"). */
  label: string;
  filters: readonly SelectFilter[];
  onClear: () => void;
}

/**
 * A list's filters: one select each and, once one is set, "Clear Filters", in a search landmark
 * that wraps on small screens.
 */
export function SelectFilters({ label, filters, onClear }: SelectFiltersProps) {
  return (
    <FilterBar role="search" aria-label={label}>
      {filters.map((filter) => (
        <Select key={filter.label} {...filter} />
      ))}
      {filters.some((filter) => filter.value !== "") && (
        <Button variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </FilterBar>
  );
}
