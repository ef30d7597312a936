// The hyphen package ships no types; what soft-hyphens.ts uses of its language modules (CommonJS).
declare module 'hyphen/de/index.js' {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number; html?: boolean }): string;
}
declare module 'hyphen/en-gb/index.js' {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number; html?: boolean }): string;
}
