import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountSeesCompanyUsers } from '@parking/domain/business/company-rules';
import { canSwitchToBusiness } from '@parking/domain/business/user-mode';
import { apiPut } from '../../modules/account/api-put';
import { publicSiteUrl } from '../../lib/public-site';
import { getAuth } from '../../modules/account/session-store';
import { openAccountDialog } from '../../modules/account/account-dialog';
import { useMe } from '../../modules/account/me';
import { logout } from './auth-actions';
import { endSocialSession } from './social';
import styles from './account.module.css';

/** Spec 6: "Language change is saved to the account only for logged clients". */
function useSaveLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const save = (lang: string) => {
      if (getAuth()?.type !== 'client') return;
      void apiPut<unknown>('/api/me/language', { lang: lang.slice(0, 2) }).catch(() => undefined);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [i18n]);
}

/**
 * Spec 2 Header user menu, as the WAI-ARIA menu button: account, reservations, the business /
 * individual switch (only when a profile has a company) and logout. Enter, Space or the
 * arrows open it; arrows, Home and End move; Escape closes and returns to the button.
 */
export default function UserMenu() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusAt = useRef<'first' | 'last'>('first');
  useSaveLanguage();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusAt.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusAt.current = e.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowDown') next = list[(i + 1) % list.length];
    else if (e.key === 'ArrowUp') next = list[(i - 1 + list.length) % list.length];
    else if (e.key === 'Home') next = list[0];
    else if (e.key === 'End') next = list[list.length - 1];
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  const client = me?.type === 'client' ? me : null;
  const agency = me?.type === 'agency' ? me : null;
  const name = client ? client.name : agency ? agency.company_name : t('header.account');
  const canSwitch = client !== null && canSwitchToBusiness(client.profiles);

  const doLogout = async () => {
    close(false);
    endSocialSession();
    await logout();
    void navigate('/where-when');
  };

  return (
    <div className={styles.menuWrap} data-account-slot="">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={`${styles.menuButton} ${agency ? styles.agencyMenu : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('header.menu', { name })}
        onClick={() => {
          focusAt.current = 'first';
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
        <span className={styles.menuName}>{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={styles.menu} onKeyDown={onMenuKey}>
          <li role="none">
            <a role="menuitem" tabIndex={-1} className={styles.menuItem} href={publicSiteUrl(agency ? '/user/agencias/datos' : '/c')}>
              {t('header.account')}
            </a>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className={styles.menuItem} to="/my-reservations" onClick={() => close(false)}>
              {t('header.reservations')}
            </Link>
          </li>
          {client ? (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} className={styles.menuItem} to="/my-vehicles" onClick={() => close(false)}>
                {t('vehicles:menu.myVehicles')}
              </Link>
            </li>
          ) : null}
          {client ? (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} className={styles.menuItem} to="/my-points" onClick={() => close(false)}>
                {t('vouchers:menu.myPoints')}
              </Link>
            </li>
          ) : null}
          {accountSeesCompanyUsers(client) ? (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} className={styles.menuItem} to="/company-users" onClick={() => close(false)}>
                {t('header.companyUsers')}
              </Link>
            </li>
          ) : null}
          {canSwitch ? (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  // Focus back on the menu button first: the dialog returns it there on close.
                  close(true);
                  openAccountDialog('user-mode');
                }}
              >
                {client.businessMode ? t('header.toIndividual') : t('header.toBusiness')}
              </button>
            </li>
          ) : null}
          <li role="separator" className={styles.menuSeparator} />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={() => void doLogout()}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** Spec 2 Header: the logo's variants; business shows a badge, agency its company name. */
export function LogoBadge() {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  if (me?.type === 'agency') return <span className={`${styles.badge} ${styles.agency}`}>{me.company_name}</span>;
  if (me?.type === 'client' && me.businessMode) return <span className={styles.badge}>{t('header.business')}</span>;
  return null;
}
