// Deprecations partners see (issue 38): every @deprecated field, argument, input field and enum
// value names its replacement and when it goes (`deprecated()` writes the reason), and an answer
// to a request that used one lists it in `extensions.deprecations`, so a partner's logs show what
// to change before the removal, without anyone reading introspection.
import {
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** A deprecated element a request used: `Type.field`, `Type.field(argument)` or `Enum.VALUE`. */
export interface DeprecationUse {
  field: string;
  reason: string;
  /** The version (and earliest date) it is removed in, as its reason says. */
  removal: string | null;
}

const REMOVAL = /Removed in (\S+ \(not before \d{4}-\d{2}-\d{2}\))\.$/;

/** A deprecation reason with its replacement and removal, the one wording the plugin reads back. */
export function deprecated(reason: string, removal: { version: string; notBefore: string }): string {
  return `${reason} Removed in ${removal.version} (not before ${removal.notBefore}).`;
}

export function removalOf(reason: string): string | null {
  return REMOVAL.exec(reason)?.[1] ?? null;
}

function use(field: string, reason: string): DeprecationUse {
  return { field, reason, removal: removalOf(reason) };
}

/** What the document itself uses: fields, arguments, input fields and enum values written in it. */
function usesInDocument(schema: GraphQLSchema, document: DocumentNode): DeprecationUse[] {
  const found: DeprecationUse[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field?.deprecationReason && parent) found.push(use(`${parent.name}.${field.name}`, field.deprecationReason));
      },
      Argument() {
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (argument?.deprecationReason && field && parent) found.push(use(`${parent.name}.${field.name}(${argument.name})`, argument.deprecationReason));
      },
      ObjectField(node) {
        const parent = getNamedType(typeInfo.getParentInputType());
        const field = isInputObjectType(parent) ? parent.getFields()[node.name.value] : undefined;
        if (field?.deprecationReason && parent) found.push(use(`${parent.name}.${field.name}`, field.deprecationReason));
      },
      EnumValue() {
        const value = typeInfo.getEnumValue();
        const type = getNamedType(typeInfo.getInputType());
        if (value?.deprecationReason && type) found.push(use(`${type.name}.${value.name}`, value.deprecationReason));
      },
    }),
  );
  return found;
}

/** What the variables carry: deprecated input fields inside input objects sent as variables. */
function usesInValue(type: GraphQLInputType, value: unknown, found: DeprecationUse[]): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (Array.isArray(value)) for (const item of value) usesInValue(inner.ofType, item, found);
    return;
  }
  if (!isInputObjectType(inner) || typeof value !== 'object') return;
  for (const [name, field] of Object.entries(inner.getFields())) {
    if (!(name in value)) continue;
    if (field.deprecationReason) found.push(use(`${inner.name}.${name}`, field.deprecationReason));
    usesInValue(field.type, (value as Record<string, unknown>)[name], found);
  }
}

/**
 * Whether a value of `type` can hold a deprecated input field anywhere inside it: the input types
 * it reaches, searched once per type. Most variables (the storefront list's `ProductFilter`, with
 * its dozens of fields) can hold none, and are then not walked on every request.
 */
const reachesDeprecated = new WeakMap<GraphQLInputType, boolean>();
function canCarryDeprecated(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  let known = reachesDeprecated.get(named);
  if (known === undefined) reachesDeprecated.set(named, (known = deprecatedFieldReachable(named)));
  return known;
}

function deprecatedFieldReachable(root: GraphQLInputType): boolean {
  const seen = new Set<GraphQLInputType>();
  const pending = [getNamedType(root)];
  for (let type = pending.pop(); type; type = pending.pop()) {
    if (seen.has(type) || !isInputObjectType(type)) continue;
    seen.add(type);
    for (const field of Object.values(type.getFields())) {
      if (field.deprecationReason) return true;
      pending.push(getNamedType(field.type));
    }
  }
  return false;
}

interface DocumentUses {
  /** What the document itself uses. */
  inDocument: DeprecationUse[];
  /** The variables whose values can hold a deprecated input field, with their types. */
  variables: { name: string; type: GraphQLInputType }[];
}

/** What a document uses and which of its variables to look into, found once per parsed document (yoga keeps parsed documents). */
const byDocument = new WeakMap<DocumentNode, DocumentUses>();

function documentUses(schema: GraphQLSchema, document: DocumentNode): DocumentUses {
  const variables: DocumentUses['variables'] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      if (type && canCarryDeprecated(type)) variables.push({ name: variable.variable.name.value, type });
    }
  }
  return { inDocument: usesInDocument(schema, document), variables };
}

export function deprecationsUsed(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): DeprecationUse[] {
  let uses = byDocument.get(document);
  if (!uses) byDocument.set(document, (uses = documentUses(schema, document)));
  if (!uses.inDocument.length && !uses.variables.length) return [];
  const found = [...uses.inDocument];
  for (const { name, type } of uses.variables) usesInValue(type, variables?.[name], found);
  const seen = new Set<string>();
  return found.filter((entry) => !seen.has(entry.field) && seen.add(entry.field));
}

/** Adds `extensions.deprecations` to an answer whose request used a deprecated element. */
export function deprecationsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const used = deprecationsUsed(args.schema, args.document, args.variableValues ?? undefined);
      if (!used.length) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, deprecations: used } });
        },
      };
    },
  };
}
