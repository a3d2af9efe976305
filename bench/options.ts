/** A bench script's `--name value` option from the command line, or `fallback` when it is not given. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
