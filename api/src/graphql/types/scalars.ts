import { GraphQLError, Kind } from 'graphql';
import { codedGraphQLError } from '../coded-error.ts';
import { builder } from '../builder.ts';

const badInput = (message: string) => codedGraphQLError(message, 'BAD_USER_INPUT');

builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601, e.g. 2026-11-22T10:15:00.000Z.',
  serialize: (value) => (value as Date).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw badInput('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => (value as Date).toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badInput('Date must look like 2026-12-31.');
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw badInput(`${value} is not a calendar date.`);
    return date;
  },
});

builder.scalarType('Decimal', {
  description: 'An exact decimal number as a string, e.g. "1234.50" (money is never a float).',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) throw badInput('Decimal must be a non-negative number with at most 2 decimals.');
    return text;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING && node.kind !== Kind.INT && node.kind !== Kind.FLOAT) throw badInput('Decimal must be a string or number.');
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(node.value)) throw badInput('Decimal must be a non-negative number with at most 2 decimals.');
    return node.value;
  },
});

// yoga parses GraphQL multipart requests itself and puts WHATWG File objects into the variables.
builder.scalarType('File', {
  description: 'A file sent with a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    // Duck-typed: behind the HTTP server the File is @whatwg-node's, not Node's global class.
    const file = value as File | null;
    if (!file || typeof file !== 'object' || typeof file.name !== 'string' || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function') {
      throw badInput('File must be sent as a part of a multipart request.');
    }
    return file;
  },
  parseLiteral: () => {
    throw badInput('File must be sent as a part of a multipart request, not written in the query.');
  },
});
