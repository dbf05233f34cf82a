import type { AltPicture } from '../content/types';

interface ImgProps {
  picture: AltPicture;
  /** Above the fold: load eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  /**
   * The width the picture is shown at, for choosing among its `w` sources (raster photographs), e.g.
   * '(min-width: 992px) 480px, 92vw'. Without it: its own width, narrower screens the full width.
   */
  sizes?: string;
  className?: string;
  /** Overrides the picture's alt, e.g. '' where a caption or name beside it says the same. */
  alt?: string;
}

/** An image with intrinsic size (no layout shift), lazy below the fold, with modern formats where given. */
export function Img({ picture, priority = false, sizes, className, alt }: ImgProps) {
  const img = (
    <img
      src={picture.src}
      alt={alt ?? picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={picture.sources ? undefined : className}
      sizes={sizes}
    />
  );
  if (!picture.sources?.length) return img;
  // A srcset with `w` descriptors and no sizes would mean 100vw: the widest file on every screen.
  const sourceSizes = sizes ?? `(min-width: ${picture.width}px) ${picture.width}px, 100vw`;
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes ?? sourceSizes}
        />
      ))}
      {img}
    </picture>
  );
}
