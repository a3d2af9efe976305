export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** What a select's trigger shows: the chosen option's label (its value when no option has it). */
export const selectedLabel = (options: readonly SelectOption<string>[], value: string): string => options.find((option) => option.value === value)?.label ?? value;
