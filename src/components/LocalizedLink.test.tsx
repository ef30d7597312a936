/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LanguageProvider, useLanguage } from '../i18n/LanguageContext';
import { LocalizedLink } from './LocalizedLink';

describe('LocalizedLink', () => {
  it('points site paths to the page in the current language and marks the current page', () => {
    render(
      <LanguageProvider language="en">
        <LocalizedLink to="/team" currentPath="/en/team">
          Team
        </LocalizedLink>
        <LocalizedLink to="/#contact">Contact</LocalizedLink>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: 'Team' })).toHaveProperty('pathname', '/en/team');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en#contact');
  });

  it('leaves files, mail and external links alone', () => {
    render(
      <LanguageProvider language="en">
        <LocalizedLink to="/agb.pdf">AGB</LocalizedLink>
        <LocalizedLink to="mailto:info@example.com">Mail</LocalizedLink>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb.pdf');
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:info@example.com');
  });
});

describe('useLanguage', () => {
  it('throws a clear error outside the language provider', () => {
    function Probe() {
      return <>{useLanguage()}</>;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('must be used within the language provider');
    spy.mockRestore();
  });
});
