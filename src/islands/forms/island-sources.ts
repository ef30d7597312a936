/**
 * Every React island by the name its page writes, and where its component is (its module under
 * src/, its export), for the browser: a page's bundle holds the code of its own islands only
 * (post-build/islands.ts), so the contact page does not load and run the request's. No component
 * is imported here, so the build step reads this without loading the forms; registry.ts maps the
 * same names to the components, and registry.test.ts checks that both agree.
 */
export const islandSources = {
  'contact-form': { module: 'forms/contact/ContactForm', component: 'ContactForm' },
  'contact-result': { module: 'forms/contact/ContactResultPage', component: 'ContactResultPage' },
  'consultation-request': { module: 'forms/request/ConsultationRequest', component: 'ConsultationRequest' },
  'request-next-steps': { module: 'forms/request/RequestNextSteps', component: 'RequestNextSteps' },
} as const satisfies Record<string, { module: string; component: string }>;

export type IslandName = keyof typeof islandSources;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandSources, name);
