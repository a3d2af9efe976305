import { BREAK, GraphQLError, getOperationAST, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema, type Source } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { makeExecute, type Plugin } from 'graphql-yoga';

/** A query is compiled on its second run: a query sent once never pays for compiling. */
const COMPILE_ON_RUN = 2;

interface Operation {
  runs: number;
  /** undefined: not compiled yet; null: not a query, or graphql-jit could not compile it. */
  compiled?: CompiledQuery | null;
}

export interface CompiledQueries {
  plugin: Plugin;
  /** How many operations have been compiled and how many executions used them (for tests). */
  stats: { compiled: number; executions: number };
}

/**
 * Runs queries the process has seen before through JavaScript compiled for that query
 * (graphql-jit) instead of graphql-js's general executor, which walks the document anew for each
 * of the ~530 fields of a 24-card list. Same schema, resolvers and answers; less main-thread time
 * per request (figures in docs/decisions/repeated-queries-run-compiled-code.md).
 * - Queries only: mutations keep graphql-js's executor.
 * - From the second run: a one-off query (or a flood of unique ones) costs no compile (2-15 ms).
 * - Kept per parsed document, so compiled code leaves with yoga's bounded cache of documents.
 * - A document with @skip or @include runs on graphql-js: graphql-jit's authors flag its handling
 *   of them on fragment spreads as still changing, and our own pages use neither.
 * - An operation graphql-jit cannot compile runs on graphql-js, as before; so does a request the
 *   compiled code refuses before executing (variables of the wrong type), so that it gets
 *   graphql-js's answer and yoga's 400.
 */
export function createCompiledQueries(): CompiledQueries {
  const byDocument = new WeakMap<DocumentNode, Map<string, Operation>>();
  const stats = { compiled: 0, executions: 0 };

  function operationOf(document: DocumentNode, operationName: string | null | undefined): Operation {
    let operations = byDocument.get(document);
    if (!operations) byDocument.set(document, (operations = new Map()));
    const key = operationName ?? '';
    let operation = operations.get(key);
    if (!operation) operations.set(key, (operation = { runs: 0 }));
    return operation;
  }

  function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    if (getOperationAST(document, operationName)?.operation !== 'query' || hasConditions(document)) return null;
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return null;
    stats.compiled++;
    return compiled;
  }

  const plugin: Plugin = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = operationOf(args.document, args.operationName);
      if (operation.compiled === undefined) {
        if (++operation.runs < COMPILE_ON_RUN) return;
        operation.compiled = compile(args.schema, args.document, args.operationName ?? undefined);
      }
      const compiled = operation.compiled;
      if (!compiled) return;
      setExecuteFn(
        makeExecute((execution) => {
          // A method, not a named arrow: tsx's keepNames would name an arrow on every request (__name).
          const answers = {
            answer(result: ExecutionResult) {
              if (!('data' in result)) return executeFn(execution);
              stats.executions++;
              return result.errors ? { errors: asGraphqlJsErrors(result.errors, args.document.loc?.source), data: result.data } : result;
            },
          };
          const result = compiled.query(execution.rootValue, execution.contextValue, execution.variableValues);
          return result instanceof Promise ? result.then(answers.answer) : answers.answer(result);
        }),
      );
    },
  };
  return { plugin, stats };
}

/**
 * graphql-jit's errors carry line and column but not the syntax nodes or source positions that
 * yoga rebuilds every error from when it writes the answer; without them the answer would lose
 * `locations`. The same errors as graphql-js makes them, with positions in the query's source
 * (its line starts found once per answer).
 */
function asGraphqlJsErrors(errors: readonly GraphQLError[], source: Source | undefined): GraphQLError[] {
  if (!source) return [...errors];
  const lineStarts = [0];
  for (const lineBreak of source.body.matchAll(/\r\n|[\n\r]/g)) lineStarts.push(lineBreak.index + lineBreak[0].length);
  return errors.map((error) => {
    if (error.nodes || !error.locations?.length) return error;
    return new GraphQLError(error.message, {
      source,
      positions: error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1),
      path: error.path,
      originalError: error.originalError,
      extensions: error.extensions,
    });
  });
}

function hasConditions(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
