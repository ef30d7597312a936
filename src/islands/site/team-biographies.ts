/**
 * The team page's "Mehr erfahren..." buttons (src/components/Team/TeamMemberCard.tsx). The server
 * renders every biography closed; one is open at a time, so the page never turns into a wall of text.
 */
import { closestTo } from './dom';

/** Each card's button carries both of its labels, in the page's language. */
const toggles = 'button[data-label-more]';

function setOpen(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  button.textContent = (open ? button.dataset.labelLess : button.dataset.labelMore) ?? '';
  const biography = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (biography) biography.hidden = !open;
}

/** Opening a biography closes the open one; toggling the open one closes it. */
export function enhanceTeamBiographies(): void {
  document.addEventListener('click', (event) => {
    const button = closestTo(event, toggles);
    if (!button) return;
    const opening = button.getAttribute('aria-expanded') !== 'true';
    document.querySelectorAll<HTMLElement>(`${toggles}[aria-expanded="true"]`).forEach((open) => setOpen(open, false));
    if (opening) setOpen(button, true);
  });
}
