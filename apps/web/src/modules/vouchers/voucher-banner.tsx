import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VOUCHER_BANNER_CLOSE_MS, voucherBannerHiddenOn } from '@parking/domain/vouchers/banner';
import { useBookingSelector } from '../booking/booking-store';
import { findProduct, useCatalog } from '../catalog/use-catalog';
import { useAvailableVouchers } from './use-vouchers';
import { VoucherList } from './voucher-list';
import styles from './vouchers.module.css';

/**
 * Spec 2 voucher banner: only under 500 px (a CSS media query, vouchers.module.css), hidden on
 * where-when and confirmation; it lists the client's vouchers and closes the list 250 ms after
 * one is chosen (spec 4, 9).
 */
export default function VoucherBanner() {
  const { t } = useTranslation('vouchers');
  const { pathname } = useLocation();
  const { data: catalog } = useCatalog();
  const productId = useBookingSelector((s) => s.productId);
  const { vouchers, chosen } = useAvailableVouchers(findProduct(catalog, productId)?.idLot);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (voucherBannerHiddenOn(pathname) || vouchers.length === 0) return null;
  const chosenName = vouchers.find((v) => v.code === chosen)?.name ?? null;
  const closeSoon = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), VOUCHER_BANNER_CLOSE_MS);
  };
  return (
    <section className={styles.banner} aria-label={t('banner.label')} data-voucher-banner>
      <button type="button" className={styles.bannerToggle} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((o) => !o)}>
        <span>{chosenName ? t('banner.chosen', { name: chosenName }) : t('banner.available', { count: vouchers.length })}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={`${id}-list`} hidden={!open} className={styles.bannerList}>
        {open ? <VoucherList vouchers={vouchers} chosen={chosen} onToggled={closeSoon} /> : null}
      </div>
    </section>
  );
}
