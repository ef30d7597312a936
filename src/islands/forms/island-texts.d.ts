// The interface texts of the bundle's language (content/locales/<language>/translation.json), given
// by post-build/islands.ts at bundle time.
declare module 'island-texts' {
  const texts: Readonly<Record<string, unknown>>;
  export default texts;
}
