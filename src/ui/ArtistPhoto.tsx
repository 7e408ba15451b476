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
  width: number;
  height: number;
  loading?: "lazy" | "eager";
}

/** An artist's photo (lazy, sized to avoid layout shift), or their initials if it cannot load. */
export function ArtistPhoto({ src, name, width, height, loading = "lazy" }: ArtistPhotoProps) {
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
      loading={loading}
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
