// Descriptions of the schema's structural parts (issue 38 item 3: every type, field and argument
// described), written once here instead of at each of their many uses: Relay connections and
// edges and their paging arguments, a mutation's `input` argument, input type, result union and
// success type, `databaseId`, and the fields an object takes from an interface. Anything a type file describes itself is kept; only a missing description is filled.
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

type Described = { description?: string | null | undefined };

function fill(element: Described | undefined, text: string): void {
  if (element && !element.description) element.description = text;
}

function describeConnection(type: GraphQLObjectType): void {
  const fields = type.getFields();
  const edge = fields.edges && getNamedType(fields.edges.type);
  const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
  if (!fields.pageInfo || !edge || !isObjectType(edge) || !node) return;
  const nodeName = getNamedType(node.type).name;
  fill(type, `A page of ${nodeName} objects, as a Relay cursor connection: ask for the next page with \`after: pageInfo.endCursor\`.`);
  fill(fields.edges, `The ${nodeName} objects of this page, in order, each with its cursor.`);
  fill(fields.pageInfo, 'Where this page is in the list: whether more pages follow or precede it, and the cursors to ask for them.');
  fill(fields.totalCount, 'How many objects the whole list holds, across all its pages.');
  fill(fields.nodes, `The ${nodeName} objects of this page, without their cursors.`);
  fill(edge, `One ${nodeName} of a page, with its cursor.`);
  const edgeFields = edge.getFields();
  fill(edgeFields.cursor, `Where this ${nodeName} is in the list: pass it as \`after\` (or \`before\`) to ask for the page after (or before) it.`);
  fill(edgeFields.node, `The ${nodeName}.`);
}

/**
 * A field taking one `input` argument (every mutation, and queries like quoteCart): the argument
 * and its input type name the field; its result union lists what it answers. A mutation's plain
 * result type is what it answers when it succeeds.
 */
function describeInputAndResult(field: GraphQLField<unknown, unknown>, isMutation: boolean): void {
  const input = field.args.find((arg) => arg.name === 'input');
  if (input) {
    fill(input, `What \`${field.name}\` needs: see ${getNamedType(input.type).name}.`);
    fill(getNamedType(input.type), `What \`${field.name}\` takes; each field says its limits.`);
  }
  const result = getNamedType(field.type);
  if (isUnionType(result)) {
    const members = result.getTypes().map((member) => member.name);
    const errors = members.filter((name) => name.endsWith('Error'));
    const successes = members.filter((name) => !name.endsWith('Error'));
    fill(result, `What \`${field.name}\` answers: ${successes.join(' or ')} when it succeeds, or one of the errors a client should handle (${errors.join(', ')}), each with a \`code\` and a \`message\`.`);
    for (const member of result.getTypes()) if (!member.name.endsWith('Error')) fill(member, `What \`${field.name}\` answers when it succeeds.`);
  } else if (isMutation && isObjectType(result) && !result.name.endsWith('Error')) {
    fill(result, `What \`${field.name}\` answers when it succeeds.`);
  }
}

/** `databaseId`, on every type that has one: the number REST and the storefront's URLs use. */
function describeDatabaseId(type: GraphQLObjectType): void {
  fill(type.getFields().databaseId, `The ${type.name}'s numeric id, as REST paths and links use it (\`id\` is its global id).`);
}

/** A field an object type takes from an interface reads the interface field's description. */
/** The paging arguments of a field that answers a Relay connection (Pothos' t.connection). */
const PAGING_ARGUMENTS: Record<string, string> = {
  first: 'How many to answer, from the start or after `after` (the field caps it).',
  after: 'A cursor (an edge\'s `cursor`, or `pageInfo.endCursor`): answer what follows it.',
  last: 'How many to answer, from the end or before `before`.',
  before: 'A cursor (an edge\'s `cursor`, or `pageInfo.startCursor`): answer what precedes it.',
};

function describePagingArguments(field: GraphQLField<unknown, unknown>): void {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !type.getFields().pageInfo) return;
  for (const arg of field.args) if (PAGING_ARGUMENTS[arg.name]) fill(arg, PAGING_ARGUMENTS[arg.name]);
}

function describeFromInterfaces(type: GraphQLObjectType): void {
  for (const implemented of type.getInterfaces()) {
    for (const [name, field] of Object.entries(implemented.getFields())) fill(type.getFields()[name], field.description ?? '');
  }
}

export function withStructuralDescriptions(schema: GraphQLSchema): GraphQLSchema {
  const types: GraphQLNamedType[] = Object.values(schema.getTypeMap());
  for (const type of types) {
    if (isObjectType(type)) {
      describeConnection(type);
      describeFromInterfaces(type);
      describeDatabaseId(type);
      for (const field of Object.values(type.getFields())) describePagingArguments(field);
    }
    if (isInterfaceType(type)) for (const implementer of schema.getPossibleTypes(type)) describeFromInterfaces(implementer);
  }
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) describeInputAndResult(field, true);
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) describeInputAndResult(field, false);
  return schema;
}
