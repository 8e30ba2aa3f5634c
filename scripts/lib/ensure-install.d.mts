export function ensureInstall(root?: string): boolean;
