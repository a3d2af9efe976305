import { useId, useState } from 'react';
import { DESCRIPTION_PREVIEW_WORDS, truncateWords } from '../../lib/words.ts';
import buttons from '../../components/Button.module.css';
import styles from './ExpandableDescription.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** A description previewed at 90 words with See More / See Less. Plain text: line breaks kept. */
export function ExpandableDescription({ text, heading }: { text: string; heading?: string }) {
  const t = useT(detailMessages);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = truncateWords(text, DESCRIPTION_PREVIEW_WORDS);
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {heading ?? t('detail.description')}
      </h2>
      <p id={`${id}-text`} className={styles.text} data-content>
        {expanded || !preview.truncated ? text.trim() : preview.text}
      </p>
      {preview.truncated && (
        <button type="button" className={buttons.textButton} aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('detail.seeLess') : t('detail.seeMore')}
        </button>
      )}
    </section>
  );
}
