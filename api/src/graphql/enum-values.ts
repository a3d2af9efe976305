// An enum's values with a description each (issue 38 item 3: every schema element described).
// The values stay in the one list the domain or rules/ owns; TypeScript requires a text for each,
// so a value added to the list cannot reach the schema undescribed.

/** Pothos `values` for `builder.enumType`: each value of `values`, described by `descriptions`. */
export function describedValues<const Value extends string>(
  values: readonly Value[],
  descriptions: Record<Value, string>,
): Record<Value, { description: string }> {
  return Object.fromEntries(values.map((value) => [value, { description: descriptions[value] }])) as Record<Value, { description: string }>;
}
