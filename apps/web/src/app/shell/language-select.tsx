import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGS } from '@parking/domain/i18n/lang';
import { changeLanguage, currentLang } from '../../lib/i18n';
import styles from './header.module.css';

/** A native select: keyboard and screen-reader support come with the platform. */
export function LanguageSelect() {
  const { t } = useTranslation('app');
  const id = useId();
  return (
    <div className={styles.lang}>
      <label htmlFor={id} className={styles.langLabel}>
        {t('header.languageLabel')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={currentLang()}
        onChange={(e) => {
          void changeLanguage(e.target.value);
        }}
      >
        {SUPPORTED_LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
