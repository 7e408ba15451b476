import type { Key, ReactNode } from "react";
import { Container, Section } from "../ui/layout";
import { PageHeading } from "../ui/PageHeading";
import { LoadedCardGrid, type LoadedCardGridProps } from "./LoadedCardGrid";

interface CataloguePageProps<T extends { id: Key }> extends LoadedCardGridProps<T> {
  title: string;
  /** The public page's path (its canonical URL). */
  path: string;
  lead: string;
  /** The controls that narrow the list, above the cards. */
  filters: ReactNode;
  /** What follows the cards (a "Show more"). */
  children?: ReactNode;
}

/** A public catalogue page (artists, samples, reviews): its heading, its filters and its cards in every read state. */
export function CataloguePage<T extends { id: Key }>({
  title,
  path,
  lead,
  filters,
  children,
  ...grid
}: CataloguePageProps<T>) {
  return (
    <>
      <PageHeading title={title} path={path} lead={lead} />
      <Section as="div">
        <Container>
          {filters}
          <LoadedCardGrid {...grid} />
          {children}
        </Container>
      </Section>
    </>
  );
}
