import { ContactForm } from '../../forms/contact/ContactForm';
import { ContactResultPage } from '../../forms/contact/ContactResultPage';
import { ConsultationRequest } from '../../forms/request/ConsultationRequest';
import { RequestNextSteps } from '../../forms/request/RequestNextSteps';

/**
 * Every part of the site that needs React in the browser, by the name its page writes
 * (<ReactIsland name="contact-form" props={{}} />). A new interactive part built with React is added
 * here and in `islandSources`, and placed with ReactIsland; everything else on a page is HTML
 * (and src/islands/site/).
 */
export const reactIslands = {
  'contact-form': ContactForm,
  'contact-result': ContactResultPage,
  'consultation-request': ConsultationRequest,
  'request-next-steps': RequestNextSteps,
};

export type IslandName = keyof typeof reactIslands;

/**
 * Where each island's component is (its module under src/, its export), for the browser: a page's
 * bundle holds the code of its own islands only (post-build/islands.ts), so the contact page does
 * not load and run the request's. registry.test.ts checks this against `reactIslands`.
 */
export const islandSources: Record<IslandName, { module: string; component: string }> = {
  'contact-form': { module: 'forms/contact/ContactForm', component: 'ContactForm' },
  'contact-result': { module: 'forms/contact/ContactResultPage', component: 'ContactResultPage' },
  'consultation-request': { module: 'forms/request/ConsultationRequest', component: 'ConsultationRequest' },
  'request-next-steps': { module: 'forms/request/RequestNextSteps', component: 'RequestNextSteps' },
};

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(reactIslands, name);
