import { describe, expect, it } from 'vitest';
import { extractFiles, multipartBody } from './graphql-multipart.ts';

describe('GraphQL multipart requests', () => {
  it('replaces files in the variables with null and records their paths', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const { variables, files } = extractFiles({ input: { files: [a, b], note: 'x', when: null }, first: 2 });
    expect(variables).toEqual({ input: { files: [null, null], note: 'x', when: null }, first: 2 });
    expect(files).toEqual([
      { path: 'variables.input.files.0', file: a },
      { path: 'variables.input.files.1', file: b },
    ]);
  });

  it('finds nothing in plain variables', () => {
    expect(extractFiles({ id: '1', list: [1, 2] }).files).toEqual([]);
  });

  it('builds operations, map and one part per file, in that order', async () => {
    const a = new File(['hello'], 'a.png', { type: 'image/png' });
    const body = multipartBody({ query: 'mutation M { x }', operationName: 'M', variables: { input: { files: [null] } } }, [{ path: 'variables.input.files.0', file: a }]);
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(body.get('operations') as string)).toEqual({ query: 'mutation M { x }', variables: { input: { files: [null] } }, operationName: 'M' });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.files.0'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('a.png');
    expect(await part.text()).toBe('hello');
  });
});
