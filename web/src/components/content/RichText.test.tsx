import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentBlocks, RichText } from './RichText.tsx';

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('RichText', () => {
  it('fills placeholders, wraps tagged words and keeps the rest as written', () => {
    const out = html(
      <RichText
        text="<strong>Note:</strong> {who} wrote to <mail>{address}</mail> & left."
        values={{ who: <em>Ann</em>, address: 'a@b.c' }}
        tags={{ mail: (chunk) => <a href="mailto:a@b.c">{chunk}</a> }}
      />,
    );
    expect(out).toBe('<strong>Note:</strong> <em>Ann</em> wrote to <a href="mailto:a@b.c">a@b.c</a> &amp; left.');
  });

  it('shows the plain words of a tag or a name the page does not map (a typo does not break the page)', () => {
    expect(html(<RichText text="See <lnk>this</lnk> and {nobody}." />)).toBe('See this and {nobody}.');
  });

  it('renders paragraphs, lists and slots in order', () => {
    const out = html(<ContentBlocks blocks={[{ paragraph: 'One' }, { list: ['a', '<strong>b</strong>'] }, { slot: 'extra' }]} slots={{ extra: <hr /> }} />);
    expect(out).toBe('<p>One</p><ul><li>a</li><li><strong>b</strong></li></ul><hr/>');
  });
});
