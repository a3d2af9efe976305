import { createElement, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import styles from './Reveal.module.css';

/**
 * Scroll reveal for static pages.
 *
 * Content is only hidden when the animation can actually run: the browser has
 * IntersectionObserver and the visitor has not asked for reduced motion. In every other case the
 * element renders visible from the first paint and no observer is created.
 */
export type RevealState = 'static' | 'hidden' | 'shown';

export interface RevealOptions {
  /** Share of the element that must be visible, 0..1 (About uses 0.1). */
  threshold?: number;
  /** Margin around the viewport, e.g. '0px 0px -25% 0px' to trigger at 75% of its height. */
  rootMargin?: string;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function canAnimateReveal(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function' && !prefersReducedMotion();
}

export function useReveal<T extends Element>({ threshold = 0, rootMargin = '0px' }: RevealOptions = {}) {
  const ref = useRef<T>(null);
  // Server-rendered content stays visible through hydration (the HTML showed it); content mounted
  // later (a visit by client-side navigation) hides and reveals.
  const hydrated = useHydrated();
  const [state, setState] = useState<RevealState>(() => (hydrated && canAnimateReveal() ? 'hidden' : 'static'));

  useEffect(() => {
    if (state !== 'hidden') return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, threshold, rootMargin]);

  return [ref, state] as const;
}

type RevealTag = 'section' | 'div' | 'article' | 'aside' | 'li';

export interface RevealProps extends HTMLAttributes<HTMLElement>, RevealOptions {
  as?: RevealTag;
  children?: ReactNode;
}

/** A block that fades and slides in once it scrolls into view. */
export function Reveal({ as = 'section', threshold, rootMargin, className, children, ...rest }: RevealProps) {
  const [ref, state] = useReveal<HTMLElement>({ threshold, rootMargin });
  const classes = [styles.reveal, state === 'hidden' ? styles.hidden : '', state === 'shown' ? styles.shown : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, ref, className: classes, 'data-reveal': state }, children);
}

export default Reveal;
