// Webpack (Gatsby's build) turns an imported font file into its published address.
declare module '*.woff2' {
  const url: string;
  export default url;
}
