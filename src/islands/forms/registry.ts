import type { ComponentType } from 'react';
import { ContactForm } from '../../forms/contact/ContactForm';
import { ContactResultPage } from '../../forms/contact/ContactResultPage';
import { ConsultationRequest } from '../../forms/request/ConsultationRequest';
import { RequestNextSteps } from '../../forms/request/RequestNextSteps';
import type { IslandName } from './island-sources';

export type { IslandName } from './island-sources';

/**
 * Every part of the site that needs React in the browser, by the name its page writes
 * (<ReactIsland name="contact-form" props={{}} />). A new interactive part built with React is added
 * here and in `islandSources` (./island-sources.ts), and placed with ReactIsland; everything else on
 * a page is HTML (and src/islands/site/).
 */
export const reactIslands = {
  'contact-form': ContactForm,
  'contact-result': ContactResultPage,
  'consultation-request': ConsultationRequest,
  'request-next-steps': RequestNextSteps,
  // Each island has props of its own (ReactIsland checks them by name): `never` accepts any component.
} satisfies Record<IslandName, ComponentType<never>>;
