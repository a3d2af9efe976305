import { responsiveImageProps } from '../../lib/responsive-image.ts';
import styles from './Avatar.module.css';

/** A round picture (a THUMB copy: 200 px covers any screen at these sizes), or the first letter of the name when there is none. */
export function Avatar({ url, name, size = 40 }: { url: string | null | undefined; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (url) return <img className={styles.avatar} style={style} src={url} alt="" width={size} height={size} {...responsiveImageProps({})} />;
  return (
    <span className={`${styles.avatar} ${styles.letter}`} style={{ ...style, fontSize: size * 0.45 }} aria-hidden>
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

