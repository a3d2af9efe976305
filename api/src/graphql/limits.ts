import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getOperationAST,
  isObjectType,
  isInterfaceType,
  parse,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { ErrorCode } from '../domain/error-codes.ts';
import { codedGraphQLError } from './coded-error.ts';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';

/**
 * The limits a query must keep, refused with a code, the figure and the limit (in the message
 * and in `extensions`), and HTTP 400 under application/graphql-response+json (the same
 * `http.spec` marking graphql-js's own validation errors get from yoga: 200 under plain
 * application/json, as the GraphQL-over-HTTP spec asks). Figures and weights: README, "Errors
 * and limits".
 */
export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 5000,
  /** Every connection's largest page (builder.ts and the offset resolvers read it from here). */
  maxPageSize: 100,
  /** The page size when neither `first` nor `last` is given (the dashboard's orders page by 20: the cost still counts 24). */
  defaultPageSize: 24,
} as const;

export interface QueryCost {
  requestedQueryCost: number;
  maximumAvailable: number;
}

/** `at`: where the refusal points (the operation, the argument; the token where parsing stopped). */
function limitError(code: ErrorCode, message: string, limit: number, actual: number, at?: { nodes?: ASTNode | ASTNode[]; source?: Source; positions?: readonly number[] }): GraphQLError {
  return codedGraphQLError(message, code, { ...at, extensions: { limit, actual, http: { spec: true, status: 400 } } });
}

/** armor's depth, alias and directive rules, reporting a coded error instead of throwing its "Syntax Error". */
function reportAs(code: ErrorCode, what: (actual: number) => string, limit: number) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const actual = Number(/found (\d+)/.exec(error.message)?.[1] ?? limit + 1);
    // armor measures each operation of the document; the error points at the document's only (or first) one
    const operation = context?.getDocument().definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    context?.reportError(limitError(code, `${what(actual)} above the limit of ${limit}.`, limit, actual, { nodes: operation }));
  };
}

export function armorConfig(production: boolean): GraphQLArmorConfig {
  return {
    // Relay pages spread many colocated fragments: a spread is not a level of nesting, so depth
    // counts the fields as they nest once fragments are inlined.
    maxDepth: {
      n: LIMITS.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [reportAs('QUERY_TOO_DEEP', (n) => `The query's depth ${n} is`, LIMITS.maxDepth)],
    },
    maxAliases: { n: LIMITS.maxAliases, propagateOnRejection: false, onReject: [reportAs('TOO_MANY_ALIASES', (n) => `The query's ${n} aliases are`, LIMITS.maxAliases)] },
    maxDirectives: { n: LIMITS.maxDirectives, propagateOnRejection: false, onReject: [reportAs('TOO_MANY_DIRECTIVES', (n) => `The query's ${n} directives are`, LIMITS.maxDirectives)] },
    // Tokens and cost are limitsPlugin's (below).
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  };
}

/** graphql-js's parser with its token limit; a refusal counts the document's tokens to say how many. */
function parseWithTokenLimit(source: string | Source, options?: ParseOptions): DocumentNode {
  try {
    return parse(source, { ...options, maxTokens: LIMITS.maxTokens });
  } catch (error) {
    if (!(error instanceof GraphQLError) || !/contains more tha[nt] \d+ tokens/.test(error.message)) throw error;
    const actual = countTokens(source);
    throw limitError('TOO_MANY_TOKENS', `The query's ${actual} tokens are above the limit of ${LIMITS.maxTokens}.`, LIMITS.maxTokens, actual, { source: error.source, positions: error.positions });
  }
}

function countTokens(source: string | Source): number {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) count++;
  } catch {
    // a lexing error further on: the count so far is still above the limit
  }
  return count;
}

interface Measure {
  cost: number;
  /** The first `first`/`last` above the maximum, if any. */
  oversized?: { field: string; argument: string; value: number; node: ASTNode };
  /** The first connection given both `first` and `last`, if any (Relay's two directions at once have no one meaning). */
  bothEnds?: { field: string; node: ASTNode };
  /** The variables page sizes came from (the figure depends on their values only). */
  pageVariables: string[];
}

/**
 * The cost of an operation: every object it can return counts 1 each time it is returned. A
 * connection multiplies what it holds by its page size (`first` or `last`, 24 when neither is
 * given); its `edges` and `pageInfo` wrappers are free, its nodes are not. Scalars, enums and
 * introspection are free.
 */
function measure(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): Measure | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const root = schema.getRootType(operation.operation);
  if (!root) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const result: Measure = { cost: 0, pageVariables: [] };

  const pageSize = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      if (!result.pageVariables.includes(value.name.value)) result.pageVariables.push(value.name.value);
      const given = variables?.[value.name.value];
      if (typeof given === 'number') return given;
      // not sent: the variable's default, if the operation declares one
      const fallback = operation.variableDefinitions?.find((definition) => definition.variable.name.value === value.name.value)?.defaultValue;
      return given === undefined && fallback?.kind === Kind.INT ? Number(fallback.value) : undefined;
    }
    return undefined;
  };

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, times: number, seen: Set<string>): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (isObjectType(type) || isInterfaceType(type)) cost += walk(fragment.selectionSet, type, times, new Set(seen).add(fragment.name.value));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && (isObjectType(type) || isInterfaceType(type) || type === parent)) cost += walk(selection.selectionSet, type as GraphQLCompositeType, times, seen);
        continue;
      }
      const name = selection.name.value;
      if (!selection.selectionSet || name.startsWith('__')) continue;
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      const type = field ? getNamedType(field.type) : undefined;
      if (!field || !type || !('getFields' in type || 'getTypes' in type)) continue;
      const isConnection = isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
      let inside = times;
      if (isConnection) {
        let size: number | undefined;
        let ends = 0;
        for (const argument of selection.arguments ?? []) {
          if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
          const value = pageSize(argument.value);
          if (value === undefined) continue;
          if (++ends === 2 && !result.bothEnds) result.bothEnds = { field: name, node: selection };
          if (value > LIMITS.maxPageSize && !result.oversized) result.oversized = { field: name, argument: argument.name.value, value, node: argument };
          size = Math.max(size ?? 0, value);
        }
        inside = times * Math.min(Math.max(size ?? LIMITS.defaultPageSize, 0), LIMITS.maxPageSize);
      }
      const wrapper = name === 'edges' || name === 'pageInfo';
      if (!wrapper) cost += times;
      cost += walk(selection.selectionSet, type as GraphQLCompositeType, isConnection ? inside : times, seen);
    }
    return cost;
  };
  result.cost = walk(operation.selectionSet, root, 1, new Set());
  return result;
}

/**
 * The token limit (at parsing), and at execution: `first`/`last` above a connection's maximum,
 * the cost ceiling, and `extensions.cost` on every answer. A document's figure is kept with the
 * parsed document (and per page-size variables when they set it), so a repeated query is not
 * measured again.
 */
export function limitsPlugin(): Plugin {
  /** Per document and operation: the figure, or the page-size variables and the figure for each of their values. */
  type Kept = { fixed: Measure | undefined } | { pageVariables: string[]; byValues: Map<string, Measure | undefined> };
  const measured = new WeakMap<DocumentNode, Map<string, Kept>>();
  const measureOnce = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined) => {
    let byOperation = measured.get(document);
    if (!byOperation) measured.set(document, (byOperation = new Map()));
    const kept = byOperation.get(operationName ?? '');
    if (kept && 'fixed' in kept) return kept.fixed;
    const valuesKey = (names: string[]) => names.map((name) => String(variables?.[name])).join(',');
    if (kept) {
      const key = valuesKey(kept.pageVariables);
      if (kept.byValues.has(key)) return kept.byValues.get(key);
      const result = measure(schema, document, operationName, variables);
      // a few page sizes per document are kept; beyond them, measuring again costs one walk
      if (kept.byValues.size < 32) kept.byValues.set(key, result);
      return result;
    }
    const result = measure(schema, document, operationName, variables);
    const pageVariables = result?.pageVariables ?? [];
    byOperation.set(operationName ?? '', pageVariables.length ? { pageVariables, byValues: new Map([[valuesKey(pageVariables), result]]) } : { fixed: result });
    return result;
  };

  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const figure = measureOnce(args.schema, args.document, args.operationName, args.variableValues ?? undefined);
      if (!figure) return;
      const cost: QueryCost = { requestedQueryCost: figure.cost, maximumAvailable: LIMITS.maxCost };
      if (figure.bothEnds) {
        const { field, node } = figure.bothEnds;
        const error = codedGraphQLError(`\`${field}\` was given both \`first\` and \`last\`: send one of them (\`first\` with \`after\` pages forwards, \`last\` with \`before\` backwards).`, 'BAD_USER_INPUT', {
          nodes: node,
          extensions: { field: 'last', http: { spec: true, status: 400 } },
        });
        setResultAndStopExecution({ errors: [error], extensions: { cost } });
        return;
      }
      if (figure.oversized) {
        const { field, argument, value, node } = figure.oversized;
        const error = codedGraphQLError(`\`${argument}: ${value}\` on \`${field}\` is above the connection's maximum of ${LIMITS.maxPageSize}.`, 'BAD_USER_INPUT', {
          nodes: node,
          extensions: { field: argument, limit: LIMITS.maxPageSize, actual: value, http: { spec: true, status: 400 } },
        });
        setResultAndStopExecution({ errors: [error], extensions: { cost } });
        return;
      }
      if (figure.cost > LIMITS.maxCost) {
        const operation = getOperationAST(args.document, args.operationName) ?? undefined;
        const error = limitError('QUERY_TOO_COMPLEX', `The query's cost ${figure.cost} is above the limit of ${LIMITS.maxCost}.`, LIMITS.maxCost, figure.cost, { nodes: operation });
        setResultAndStopExecution({ errors: [error], extensions: { cost } });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, cost } });
        },
      };
    },
  };
}
