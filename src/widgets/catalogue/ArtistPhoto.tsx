import { useState } from "react";
import { preload } from "react-dom";
import styled from "styled-components";
import { artistPhotoSources, type ArtistPhotoSource, type ArtistSummary } from "@songs/domain";

const Picture = styled.picture`
  display: block;
  width: 100%;
  height: 100%;
`;

const Img = styled.img`
  display: block;
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

/** The sizes of one format, smallest first, and a `srcset` naming them by width. */
function sizesOf(variants: readonly ArtistPhotoSource[], type: ArtistPhotoSource["type"]) {
  const inType = variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);
  return { largest: inType.at(-1), srcSet: inType.map((variant) => `${variant.url} ${variant.width}w`).join(", ") };
}

interface ArtistPhotoProps {
  /** Whose photo: its original, its largest stored size (its sizes, WebP and JPEG, follow; without them the original is shown) and the name for its text. */
  artist: Pick<ArtistSummary, "name" | "photoUrl" | "photoSize">;
  /** The `sizes` attribute: the width the photo is laid out at, per viewport. */
  sizes: string;
  /** The size it is laid out at, so the page keeps its place while the photo loads. */
  width: number;
  height: number;
  /**
   * The page's main image (its Largest Contentful Paint): preloaded from the page's head and
   * fetched first. Every other photo loads lazily, when it nears the viewport.
   */
  isPriority?: boolean;
}

/**
 * An artist's photo in the size the layout needs (WebP where the browser takes it, else JPEG),
 * sized to avoid layout shift, or their initials if it cannot load.
 */
export function ArtistPhoto({ artist, sizes, width, height, isPriority = false }: ArtistPhotoProps) {
  const { name, photoUrl: src, photoSize } = artist;
  const variants = artistPhotoSources(src, photoSize);
  const [hasFailed, setHasFailed] = useState(false);
  const webp = sizesOf(variants, "image/webp");
  const jpeg = sizesOf(variants, "image/jpeg");
  // The preload names the WebP set: every browser that supports `imagesrcset` takes WebP.
  if (isPriority && webp.largest) {
    preload(webp.largest.url, {
      as: "image",
      type: "image/webp",
      imageSrcSet: webp.srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  if (hasFailed || !src) {
    return (
      <Fallback role="img" aria-label={`Photo of ${name}`}>
        {initialsOf(name)}
      </Fallback>
    );
  }
  return (
    <Picture>
      {webp.srcSet && <source type="image/webp" srcSet={webp.srcSet} sizes={sizes} />}
      <Img
        src={jpeg.largest?.url ?? src}
        srcSet={jpeg.srcSet || undefined}
        sizes={jpeg.srcSet ? sizes : undefined}
        alt={`Photo of ${name}`}
        width={width}
        height={height}
        loading={isPriority ? "eager" : "lazy"}
        fetchPriority={isPriority ? "high" : "auto"}
        decoding="async"
        onError={() => setHasFailed(true)}
      />
    </Picture>
  );
}
