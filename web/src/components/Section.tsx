import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  heading: string;
  /** Optional line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'alt';
  headingLevel?: 'h1' | 'h2';
}

/** A page section: centred container with a heading that names the region. */
export function Section({ heading, intro, children, tone = 'plain', headingLevel = 'h2' }: SectionProps) {
  const id = useId();
  const Heading = headingLevel;
  return (
    <section aria-labelledby={id} className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`}>
      <div className={styles.container}>
        <Heading id={id} className={styles.heading}>
          {heading}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
