/**
 * @jest-environment jsdom
 *
 * The forms run on Preact in the browser, hydrating HTML that React wrote on the server. This test
 * does the same (jest.config.ts maps React to Preact in `*.preact.test.tsx` files): React's server HTML of the
 * contact form, then the islands' runtime hydrates it, and the form works.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/dom';
import { loadSiteMetadata } from '../site/site-metadata';
import texts from '../../content/locales/de/translation.json';
import { hydrateIsland } from './hydrate-island';
import ContactFormIsland from './react/contact-form';

const metadata = loadSiteMetadata();
jest.mock('../components/useSiteMetadata', () => ({ useSiteMetadata: () => metadata }));

/** React's server HTML of an island (./test/render-on-server.mjs, in a process of its own). */
function renderOnServer(island: string, language: string): { head: string; body: string } {
  const script = path.join(__dirname, 'test', 'render-on-server.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, island, language, JSON.stringify(metadata)], { encoding: 'utf8' })) as {
    head: string;
    body: string;
  };
}

it("hydrates React's server HTML of the contact form without rendering it again, and the form then checks itself", async () => {
  const { head, body } = renderOnServer('contact-form', 'de');
  document.documentElement.lang = 'de';
  document.head.innerHTML = head;
  document.body.innerHTML = `<main>${body}</main>`;
  const element = document.querySelector<HTMLElement>('react-island[name="contact-form"]')!;
  const form = element.querySelector('form')!;
  const name = screen.getByLabelText('Name');
  const stylesBefore = document.head.innerHTML;
  expect(form.noValidate).toBe(false);

  await hydrateIsland(element, ContactFormIsland.component, 'de', texts);

  // The same elements, adopted, not replaced; the styles the server wrote are not written again.
  expect(element.querySelector('form')).toBe(form);
  expect(screen.getByLabelText('Name')).toBe(name);
  expect(document.head.innerHTML).toBe(stylesBefore);
  // Preact keeps its tree on the element it hydrated (`_children`, shipped as `__k`); React would
  // have marked the form with a `__reactFiber$…` key.
  expect('__k' in element).toBe(true);
  expect(Object.keys(form).filter((key) => key.startsWith('__react'))).toEqual([]);
  // Hydrated: the form now checks itself, in the spec's order and words.
  expect(form.noValidate).toBe(true);
  fireEvent.input(name, { target: { value: 'Lea' } });
  fireEvent.submit(form);
  expect((await screen.findByRole('alert')).textContent).toContain('E-Mail-Adresse');
}, 30_000);
