/**
 * The header's behaviour on the server-rendered markup (src/components/Header/): the bar turns
 * solid once the page scrolls, and the phones' menu opens and closes, keeping the keyboard inside
 * the header while it is open. Its state lives in the markup's attributes, which the styles read.
 */
import { menuButtonSelector, menuOpenAttribute, mobileMenuId } from '../../html/dom-contracts';
import { closestTo } from './dom';

/** The bar is transparent at the top of the page and solid once scrolled more than this many pixels. */
export const headerScrollThreshold = 10;

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

const menuButton = () => document.querySelector<HTMLButtonElement>(menuButtonSelector);
const menuOpen = () => menuButton()?.getAttribute('aria-expanded') === 'true';

/** The bar is solid while the menu is open too, wherever the page is scrolled. */
function updateBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-scrolled]');
  if (bar) bar.dataset.scrolled = String(window.scrollY > headerScrollThreshold || menuOpen());
}

function setMenuOpen(open: boolean): void {
  const button = menuButton();
  const menu = document.getElementById(mobileMenuId);
  if (!button || !menu) return;
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
  button.querySelector('[data-open]')?.setAttribute('data-open', String(open));
  menu.dataset.open = String(open);
  document.documentElement.toggleAttribute(menuOpenAttribute, open);
  updateBar();
  if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
}

/**
 * Tab and Shift+Tab cycle through what is visible in the header, so the menu button and the
 * language switch stay reachable but the page behind the menu does not.
 */
function keepFocusInHeader(event: KeyboardEvent): void {
  const header = menuButton()?.closest('header');
  if (!header) return;
  const items = Array.from(header.querySelectorAll<HTMLElement>(focusable)).filter((item) => item.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function enhanceHeader(): void {
  updateBar();
  window.addEventListener('scroll', updateBar, { passive: true });
  document.addEventListener('click', (event) => {
    if (closestTo(event, menuButtonSelector)) setMenuOpen(!menuOpen());
    // Any link in the menu leaves it: to another page, or to a place on this one.
    else if (closestTo(event, `#${mobileMenuId} a[href]`)) setMenuOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!menuOpen()) return;
    if (event.key === 'Escape') {
      setMenuOpen(false);
      menuButton()?.focus();
    } else if (event.key === 'Tab') keepFocusInHeader(event);
  });
  // Back to a page kept in the browser's back/forward cache: the menu it was left by is closed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setMenuOpen(false);
  });
}
