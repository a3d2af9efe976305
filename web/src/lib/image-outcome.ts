/**
 * What the browser has done with an image so far. A server-rendered image may finish loading, or
 * fail, before React hydrates and listens for its load and error events: those events are then
 * never seen, so a component asks once when its image mounts.
 *
 * `currentSrc` is empty until the browser has picked a source: an image waiting to load lazily
 * (off screen) is `complete` in no meaningful sense and stays pending.
 */
export type ImageOutcome = 'loaded' | 'failed' | 'pending';

export function imageOutcome(image: HTMLImageElement): ImageOutcome {
  if (!image.complete || !image.currentSrc) return 'pending';
  // A broken image has no natural width (an SVG without one still reports its default, 150).
  return image.naturalWidth > 0 ? 'loaded' : 'failed';
}

interface OutcomeHandlers {
  onLoad?: () => void;
  onError?: () => void;
}

/**
 * A ref callback that reports an outcome the image reached before React listened for it; the
 * image's own onLoad / onError handle everything after.
 */
function reportSettledImage(handlers: OutcomeHandlers) {
  return (image: HTMLImageElement | null) => {
    if (!image) return;
    const outcome = imageOutcome(image);
    if (outcome === 'loaded') handlers.onLoad?.();
    else if (outcome === 'failed') handlers.onError?.();
  };
}

/** An image's onLoad and onError, and the ref that reports what happened before they were attached. */
export function imageOutcomeProps(handlers: OutcomeHandlers) {
  return { ...handlers, ref: reportSettledImage(handlers) };
}
