import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface Props {
  /** gatsby-plugin-image's data from a `gatsbyImageData` query. */
  image: IGatsbyImageData;
  alt: string;
  /** `eager` for an image a visitor sees on arrival, `lazy` for one further down. */
  loading: 'eager' | 'lazy';
  className?: string;
}

/**
 * A native <picture> from gatsby-plugin-image's data: one <source> per modern format, the fallback
 * <img> with width and height (its aspect ratio is known before it loads, so nothing shifts) and
 * the blurred placeholder as the image's own background until the photo covers it.
 *
 * GatsbyImage renders its placeholder in the browser with react-dom/server (a second React of
 * ~21 kB gzip, loaded on every page that shows one) and its server markup leaves out `src` and
 * `srcset` until its script runs, which is invalid HTML. This needs no JavaScript at all.
 *
 * The data is read directly, not through gatsby-plugin-image's getSrc / getSrcSet: importing any
 * function from its browser build brings all of it (GatsbyImage, StaticImage) into the page's
 * chunk, since that build is one module webpack cannot shake apart.
 */
export function Picture({ image, alt, loading, className }: Props) {
  const { sources = [], fallback } = image.images;
  const placeholder = image.placeholder?.fallback;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ''} ${source.media ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        // `sizes` is only valid beside a `srcset`.
        sizes={fallback?.srcSet ? fallback.sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
      />
    </picture>
  );
}
