import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { currentTitle, LOGO_HEIGHT, logoPath, logoWidth } from "#app/title/current-title.ts";
import styles from "./header.module.css";

export interface HeaderProps {
  /** Whether a user is signed in: the login or the logout entry is shown. */
  signedIn: boolean;
  onLogout?: () => void;
}

/** Header: front page, customer service, login/logout; a hamburger toggles the navigation. */
export function Header({ signedIn, onLogout }: HeaderProps) {
  const { t } = useLingui();
  const title = currentTitle();
  const location = useLocation();
  // The menu is open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();

  // Close on any click elsewhere and on Escape (which returns focus to the toggle).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("click", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <header className={styles.header} ref={headerRef}>
      <a className={styles.skip} href="#hovedinnhold">
        <Trans>Hopp til hovedinnholdet</Trans>
      </a>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <img
            className={styles.logo}
            src={logoPath(title)}
            alt={title.name}
            height={LOGO_HEIGHT}
            width={logoWidth(title)}
          />
          <span className={styles.product}>
            <Trans>Min side</Trans>
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <Trans>Meny</Trans>
        </button>
        {/* React writes a boolean data- attribute as "true" or "false", which header.module.css selects. */}
        <nav id={navId} className={styles.nav} data-open={open} aria-label={t`Hovedmeny`}>
          <ul>
            <li>
              <NavLink to="/" end>
                <Trans>Min side</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to="/kundeservice">
                <Trans>Kundeservice</Trans>
              </NavLink>
            </li>
            <li>
              {signedIn ? (
                <button type="button" className={styles.linkButton} onClick={onLogout}>
                  <Trans>Logg ut</Trans>
                </button>
              ) : (
                <Link to="/">
                  <Trans>Logg inn</Trans>
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
