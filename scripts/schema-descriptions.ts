// Every element of the public schema described (issue 38 item 3): types, fields, arguments, input
// fields and enum values; and every deprecation says when the element goes.
// scripts/test/schema-descriptions.test.ts fails on any element without a description.
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { removalOf } from '../api/src/graphql/deprecations.ts';

interface Element {
  /** `Type`, `Type.field`, `Type.field(argument)` or `Enum.VALUE`. */
  name: string;
  description: string | null | undefined;
  deprecationReason?: string | null;
}

function elementsOf(schema: GraphQLSchema): Element[] {
  const elements: Element[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    elements.push({ name: type.name, description: type.description });
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        elements.push({ name: `${type.name}.${field.name}`, description: field.description, deprecationReason: field.deprecationReason });
        for (const arg of 'args' in field ? field.args : []) elements.push({ name: `${type.name}.${field.name}(${arg.name})`, description: arg.description, deprecationReason: arg.deprecationReason });
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) elements.push({ name: `${type.name}.${value.name}`, description: value.description, deprecationReason: value.deprecationReason });
  }
  return elements;
}

/** The elements without a description, sorted. */
export function undescribedElements(sdl: string): string[] {
  return elementsOf(buildSchema(sdl))
    .filter((element) => !element.description?.trim())
    .map((element) => element.name)
    .sort();
}

/** Deprecated elements whose reason does not say when they are removed (deprecations.ts `deprecated()`). */
export function deprecationsWithoutRemoval(sdl: string): string[] {
  return elementsOf(buildSchema(sdl))
    .filter((element) => element.deprecationReason && !removalOf(element.deprecationReason))
    .map((element) => element.name);
}
