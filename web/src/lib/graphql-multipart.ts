// The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
// files found in the variables travel as form parts; the JSON `operations` holds null in their
// place and `map` says which part goes where.

export interface ExtractedFiles {
  /** The variables with every File/Blob replaced by null. */
  variables: Record<string, unknown>;
  /** Each file with its object path from the operation, e.g. `variables.input.files.0`. */
  files: Array<{ path: string; file: Blob }>;
}

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Finds File/Blob values anywhere in the variables (objects and arrays). */
export function extractFiles(variables: Record<string, unknown>): ExtractedFiles {
  const files: ExtractedFiles['files'] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.push({ path, file: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${path}.${i}`));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  const cleaned = walk(variables, 'variables') as Record<string, unknown>;
  return { variables: cleaned, files };
}

/**
 * The multipart body: `operations` (the request's JSON: a document or a persisted document's id,
 * its variables without the files), then `map`, then one part per file (named 0, 1, ...).
 */
export function multipartBody(operation: { variables: Record<string, unknown> } & Record<string, unknown>, files: ExtractedFiles['files']): FormData {
  const body = new FormData();
  body.append('operations', JSON.stringify(operation));
  body.append('map', JSON.stringify(Object.fromEntries(files.map(({ path }, i) => [String(i), [path]]))));
  files.forEach(({ file }, i) => body.append(String(i), file, file instanceof File ? file.name : `blob-${i}`));
  return body;
}
