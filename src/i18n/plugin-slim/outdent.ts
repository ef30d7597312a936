// gatsby-plugin-react-i18next formats one development-only warning with outdent; production never calls it.
const outdent = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((text, part, index) => text + part + (index < values.length ? String(values[index]) : ''), '');
export default outdent;
