import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { YogaServer, createGraphQLError, isAsyncIterable, mapAsyncIterator, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { rememberedValidation } from './remembered-validation.ts';

/**
 * The `onRequestParse` hooks of yoga's built-in plugins with its multipart parser off, none of
 * which changes anything for a POST whose JSON body the app parsed into an object: the four
 * request parsers (GET, JSON, GraphQL string, form) pick a parser the app's own reader replaces,
 * useCheckMethodForGraphQL passes POST, useLimitBatching passes a single operation. The direct
 * path does not run them; start refuses any other (`assertSkipsOnlyKnownHooks`), so a plugin
 * added later cannot be skipped silently.
 */
const BUILT_IN_REQUEST_PARSE_HOOKS = 6;

/** Marks the plugin that hands yoga the parameters the app read (handler.ts `bodyReadOnce`): the direct path passes them itself. */
export const READS_PARSED_PARAMS = Symbol('reads parsed params');

type MaybePromise<T> = T | Promise<T>;
type Result = ExecutionResult | AsyncIterable<ExecutionResult>;
type ParamsHandler = (payload: { request: Request; params: GraphQLParams; context: Record<string, any> }) => MaybePromise<Result>;
type Hooks = Required<Pick<Plugin, 'onParams' | 'onExecutionResult' | 'onResultProcess'>>;
type ResultProcessor = (result: Result, fetchAPI: YogaServer<any, any>['fetchAPI'], acceptedMediaType: string) => MaybePromise<Response>;
interface MaskedErrors {
  maskError(error: unknown, message: string, isDev?: boolean): Error;
  errorMessage: string;
  isDev?: boolean;
}

const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> => typeof (value as Promise<T> | undefined)?.then === 'function';

/** `next(value)` now when the value is there, else when it comes: no promise for what is synchronous. */
function after<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return isPromise(value) ? value.then(next) : next(value);
}

/**
 * Calls `call` on each hook from `from` on, in order; a hook that returns a promise is waited for
 * before the next. No promise is made while every hook is synchronous.
 */
function eachHook<H>(hooks: readonly H[], call: (hook: H) => MaybePromise<unknown>, from = 0): MaybePromise<void> {
  for (let i = from; i < hooks.length; i++) {
    const done = call(hooks[i]);
    if (isPromise(done)) return done.then(() => eachHook(hooks, call, i + 1));
  }
}

/**
 * yoga's server with a second way in: `answerParams` answers a request whose parameters the app
 * has already read (issue 33 item 7; docs/decisions/pipeline-cost.md, "Fifth pass").
 *
 * It is yoga's `handle` without what a parsed JSON POST does not need, and without
 * @whatwg-node/promise-helpers' `handleMaybePromise`/`iterateAsync`, which build several
 * "fake promises" per step even when every step is synchronous (about 40% of the garbage of a
 * small request). What it keeps is yoga's, in yoga's order, with yoga's own objects:
 * - every `onParams` hook (the parameter checks and their 400s, persisted documents), with the
 *   payload yoga gives them; a hook's `setResult` or `setParamsHandler` is honoured;
 * - envelop's orchestration for the operation, unchanged (`getEnveloped`: parse and validate
 *   with yoga's caches and armor's and our limits' rules, our context, execute with compiled
 *   queries, partner scopes, masking, deprecations);
 * - every `onExecutionResult` and `onResultProcess` hook, so content negotiation (406 included)
 *   and the serialisation are yoga's own result processors: the same status, headers and bytes;
 * - yoga's error handling: an error thrown by a hook or by the operation is masked as yoga's
 *   `handleError` does, with yoga's masking function (ours inside it), and answered as a result.
 * What it leaves out: the `onRequestParse` hooks (REQUEST_PARSE_HOOKS_SKIPPED, checked at start).
 */
export class DirectYoga<TServerContext extends Record<string, any>, TUserContext extends Record<string, any>> extends YogaServer<TServerContext, TUserContext> {
  private readonly hooks = this.hooksOf();
  private readonly masked = this.maskedErrors();
  /** Documents seen valid (remembered-validation.ts): envelop's `validate` and its hooks are not run again for them. */
  private readonly knownValid = rememberedValidation(this.plugins);

  /** The plugins' hooks of each kind, in plugin order (as yoga's constructor collects them). */
  private hooksOf(): { [K in keyof Hooks]: Hooks[K][] } {
    const withHook = <K extends keyof Hooks>(kind: K) => this.plugins.flatMap((plugin) => (plugin?.[kind] ? [plugin[kind] as unknown as Hooks[K]] : []));
    return { onParams: withHook('onParams'), onExecutionResult: withHook('onExecutionResult'), onResultProcess: withHook('onResultProcess') };
  }

  /** Start refuses a direct path that would skip an `onRequestParse` hook it does not know (BUILT_IN_REQUEST_PARSE_HOOKS). */
  assertSkipsOnlyKnownHooks(): void {
    const unknown = this.plugins.filter((plugin) => plugin?.onRequestParse && !(READS_PARSED_PARAMS in plugin)).length - BUILT_IN_REQUEST_PARSE_HOOKS;
    if (unknown !== 0) {
      throw new Error(
        `yoga has ${unknown > 0 ? unknown : 'fewer'} onRequestParse hooks than the ${BUILT_IN_REQUEST_PARSE_HOOKS} built-in ones graphql/direct-path.ts skips for a parsed JSON POST ` +
          '(its multipart parser must be off). Run the new hook there, or set GRAPHQL_DIRECT=0.',
      );
    }
  }

  /** yoga's masking options (private in yoga's types; read once here, so a yoga that renamed them fails at start). */
  private maskedErrors(): MaskedErrors {
    const masked = (this as unknown as { maskedErrorsOpts?: MaskedErrors | null }).maskedErrorsOpts;
    if (!masked?.maskError) throw new Error("graphql/direct-path.ts needs yoga's masked errors (maskedErrorsOpts), which this yoga does not have.");
    return masked;
  }

  /** The answer to a POST whose body parsed as this JSON object; `context` is the request's server context. */
  answerParams(request: Request, context: TServerContext, params: GraphQLParams): MaybePromise<Response> {
    try {
      const answer = after(this.resultFor(request, context, params), (result) => this.processed(request, context, result));
      return isPromise(answer) ? answer.catch((error: unknown) => this.processed(request, context, { errors: this.handled(error) })) : answer;
    } catch (error) {
      return this.processed(request, context, { errors: this.handled(error) });
    }
  }

  /** yoga's `getResultForParams`: the `onParams` hooks, the operation, the `onExecutionResult` hooks. */
  private resultFor(request: Request, context: TServerContext, params: GraphQLParams): MaybePromise<Result> {
    const state: { params: GraphQLParams; handler: ParamsHandler; result?: Result } = { params, handler: this.handleParams as ParamsHandler };
    const handled = after(this.runParamsHooks(request, context, state), () =>
      state.result ?? (state.handler === this.handleParams ? this.operationResult(request, context, state.params) : state.handler({ request, params: state.params, context })),
    );
    return after(handled, (result) => this.afterExecution(request, context, result));
  }

  private runParamsHooks(request: Request, context: TServerContext, state: { params: GraphQLParams; handler: ParamsHandler; result?: Result }): MaybePromise<void> {
    return eachHook(this.hooks.onParams, (hook) =>
      hook({
        params: state.params,
        request,
        setParams(next: GraphQLParams) {
          state.params = next;
        },
        paramsHandler: state.handler as never,
        setParamsHandler(next: unknown) {
          state.handler = next as ParamsHandler;
        },
        setResult(next: Result) {
          state.result = next;
        },
        fetchAPI: this.fetchAPI,
        context: context as never,
      }),
    );
  }

  /** yoga's `handleParams` and `processRequest`: envelop's parse, validate, context and execute. */
  private operationResult(request: Request, context: TServerContext, params: GraphQLParams): MaybePromise<Result> {
    Object.assign(context, context['request'] === request ? { params } : { request, params });
    // Outside the try, as in yoga: a failure to build the orchestration is the whole request's (answerParams).
    const enveloped = this.getEnveloped(context as never);
    try {
      const document = enveloped.parse(params.query!);
      const errors = this.validationErrors(enveloped, document);
      if (errors.length > 0) return { errors };
      const result = after(enveloped.contextFactory(), (contextValue) => {
        const args = { schema: enveloped.schema, document, contextValue, variableValues: params.variables, operationName: params.operationName };
        const run = getOperationAST(document, params.operationName)?.operation === 'subscription' ? enveloped.subscribe : enveloped.execute;
        return after(run(args) as MaybePromise<Result>, (done) => (isAsyncIterable(done) ? this.streamWithMaskedErrors(done) : done));
      });
      return isPromise(result) ? result.catch((error: unknown) => ({ errors: this.handled(error) })) : result;
    } catch (error) {
      return { errors: this.handled(error) };
    }
  }

  /** envelop's `validate`, unless this document already passed it against this schema. */
  private validationErrors(enveloped: { schema: GraphQLSchema; validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] }, document: DocumentNode): readonly GraphQLError[] {
    const { schema } = enveloped;
    if (this.knownValid?.isKnownValid(document, schema)) return [];
    const errors = enveloped.validate(schema, document);
    if (errors.length === 0) this.knownValid?.rememberValid(document, schema);
    return errors;
  }

  private streamWithMaskedErrors(results: AsyncIterable<ExecutionResult>): AsyncIterable<ExecutionResult> {
    return mapAsyncIterator(results, (value) => value, (error: Error) => {
      if (error.name === 'AbortError') throw error;
      return { errors: this.handled(error) };
    }) as AsyncIterable<ExecutionResult>;
  }

  private afterExecution(request: Request, context: TServerContext, result: Result): MaybePromise<Result> {
    let current = result;
    const ran = eachHook(this.hooks.onExecutionResult, (hook) =>
      hook({
        result: current as never,
        setResult(next: unknown) {
          current = next as Result;
        },
        request,
        context: context as never,
      }),
    );
    return after(ran, () => current);
  }

  /** yoga's `processResult`: the `onResultProcess` hooks choose the processor (content negotiation), or 406. */
  private processed(request: Request, serverContext: TServerContext, result: Result): MaybePromise<Response> {
    const negotiation: { result: Result; processor?: ResultProcessor; mediaType: string; acceptable: string[] } = { result, mediaType: '*/*', acceptable: [] };
    return after(this.runResultProcessHooks(request, serverContext, negotiation), () => {
      const { processor, acceptable, mediaType } = negotiation;
      if (!processor) return new this.fetchAPI.Response(null, { status: 406, statusText: 'Not Acceptable', headers: { accept: acceptable.join('; charset=utf-8, ') } });
      return processor(negotiation.result, this.fetchAPI, mediaType);
    });
  }

  private runResultProcessHooks(request: Request, serverContext: TServerContext, negotiation: { result: Result; processor?: ResultProcessor; mediaType: string; acceptable: string[] }): MaybePromise<void> {
    return eachHook(this.hooks.onResultProcess, (hook) =>
      hook({
        request,
        acceptableMediaTypes: negotiation.acceptable,
        result: negotiation.result as never,
        setResult(next: unknown) {
          negotiation.result = next as Result;
        },
        resultProcessor: negotiation.processor as never,
        setResultProcessor(processor: unknown, mediaType: string) {
          negotiation.processor = processor as ResultProcessor;
          negotiation.mediaType = mediaType;
        },
        serverContext: serverContext as never,
      }),
    );
  }

  /** yoga's `handleError` with masking on (the only way this app runs yoga). */
  private handled(error: unknown): GraphQLError[] {
    const errors = new Set<GraphQLError>();
    if (error !== null && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
      for (const one of error.errors) for (const handled of this.handled(one)) errors.add(handled);
    } else if (isAbortError(error)) {
      this.logger.debug('Request aborted');
    } else {
      const maskedError = this.masked.maskError(error, this.masked.errorMessage, this.masked.isDev);
      if (maskedError !== error) this.logger.error(error);
      errors.add(maskedError instanceof GraphQLError ? maskedError : createGraphQLError(maskedError.message, { originalError: maskedError }));
    }
    return [...errors];
  }
}

/** yoga's test for an aborted request (its `isAbortError`). */
function isAbortError(error: unknown): boolean {
  const candidate = error as { constructor?: { name?: string }; name?: string } | null;
  return typeof error === 'object' && candidate?.constructor?.name === 'DOMException' && (candidate.name === 'AbortError' || candidate.name === 'TimeoutError');
}
