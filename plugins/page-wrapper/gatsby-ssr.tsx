export { wrapPageElement } from '../../src/components/PageWrapper/PageWrapper';
