import { useState, type ImgHTMLAttributes } from 'react';
import { responsiveImageProps, type ResponsiveImageOptions } from '../lib/responsive-image.ts';
import { imageOutcomeProps } from '../lib/image-outcome.ts';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'width' | 'height'>, ResponsiveImageOptions {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load. */
  fallbackSrc: string;
  /** The intrinsic size (its aspect ratio reserves the space before the image arrives). */
  width: number;
  height: number;
}

/**
 * An image over its resized copies (srcset/sizes), lazy unless it is the page's priority image,
 * that swaps to a fallback once when it fails to load (the fallback has no srcset), also when it
 * failed before the page's script ran. The swap keeps the element and its width and height: the
 * layout does not move.
 */
export function FallbackImage({ src, srcSet, sizes, priority, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const current = failed ? fallbackSrc : src;
  const fail = () => {
    if (current !== fallbackSrc) setFailedSrc(src);
  };
  return (
    <img
      {...rest}
      {...responsiveImageProps({ srcSet: failed ? null : srcSet, sizes, priority })}
      src={current}
      alt={alt}
      {...imageOutcomeProps({ onError: fail })}
    />
  );
}
