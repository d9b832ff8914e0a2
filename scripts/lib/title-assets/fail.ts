/** Stops the generator with its name and the reason, exit code 1. */
export function fail(message: string): never {
  console.error(`generate-title-assets: ${message}`);
  process.exit(1);
}
