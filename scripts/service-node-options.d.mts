export const SERVICE_NODE_OPTIONS: Readonly<Record<string, string>>;
export function nodeOptionsFor(name: string, inherited: string | undefined): string | undefined;
