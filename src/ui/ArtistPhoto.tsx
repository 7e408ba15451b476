import { useState } from "react";
import styled from "styled-components";

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Fallback = styled.div`
  width: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2.5rem;
`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

interface ArtistPhotoProps {
  src: string;
  name: string;
  /** The size it is laid out at, so the page keeps its place while the photo loads. */
  width: number;
  height: number;
  /**
   * The page's main image (its Largest Contentful Paint): fetched first and at once. Every other
   * photo loads lazily, when it nears the viewport.
   */
  isPriority?: boolean;
}

/** An artist's photo, sized to avoid layout shift, or their initials if it cannot load. */
export function ArtistPhoto({ src, name, width, height, isPriority = false }: ArtistPhotoProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed || !src) {
    return (
      <Fallback role="img" aria-label={`Photo of ${name}`}>
        {initialsOf(name)}
      </Fallback>
    );
  }
  return (
    <Img
      src={src}
      alt={`Photo of ${name}`}
      width={width}
      height={height}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
