// What gatsby-plugin-react-i18next's browser code takes from react-i18next (see on-create-webpack-config.ts).
export { I18nextProvider } from 'react-i18next';
