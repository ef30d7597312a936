// What gatsby-plugin-react-i18next's page wrapper takes from react-i18next (see on-create-webpack-config.ts):
// the provider, here the one useTranslation() in src/i18n/translation.tsx reads.
export { TranslationProvider as I18nextProvider } from '../translation';
