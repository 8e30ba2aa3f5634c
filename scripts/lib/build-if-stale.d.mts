export function sourceHash(root?: string): string;
export function buildIfStale(root?: string): boolean;
