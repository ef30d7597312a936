import { useCallback, useEffect, useRef, useState } from 'react';
import { HeaderBar } from './HeaderBar';
import { MenuButton } from './MenuButton';
import { MobileMenu } from './MobileMenu';

/** The site's header: the bar, and the mobile menu that the bar's menu button opens. It holds whether the menu is open. */
export function Header({ path, hash }: { path: string; hash: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Escape closes the menu and gives the focus back to the button that opened it.
  const closeMenuToButton = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  useEffect(() => setMenuOpen(false), [path]);

  return (
    // The overlay sits beside the bar, not inside it: the bar's backdrop-filter would make it the
    // containing block of the fixed overlay and squeeze the menu into the bar's height.
    <header ref={headerRef}>
      <HeaderBar path={path} hash={hash} menuOpen={menuOpen} onNavigate={closeMenu}>
        <MenuButton ref={menuButtonRef} open={menuOpen} onClick={() => setMenuOpen((open) => !open)} />
      </HeaderBar>
      <MobileMenu open={menuOpen} path={path} focusScope={headerRef} onNavigate={closeMenu} onEscape={closeMenuToButton} />
    </header>
  );
}
