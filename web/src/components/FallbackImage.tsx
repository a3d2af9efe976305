import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load. */
  fallbackSrc: string;
}

/** An image that swaps to a fallback once when its source fails. Lazy-loaded unless told otherwise. */
export function FallbackImage({ src, fallbackSrc, alt, loading = 'lazy', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
