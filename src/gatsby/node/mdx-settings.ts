/**
 * How the site compiles MDX, shared by gatsby-config.ts and the content check
 * (scripts/check-content/mdx.ts), so the check reads every file exactly as the build does.
 */

/** Emotion's JSX runtime for all JSX, MDX included, instead of a pragma in every file. */
export const jsxRuntime = 'automatic';
export const jsxImportSource = '@emotion/react';

/** gatsby-plugin-mdx's options; its defaults (MDX format, @mdx-js/react provider) fill in the rest. */
export const mdxPluginOptions = { extensions: ['.mdx'] };
