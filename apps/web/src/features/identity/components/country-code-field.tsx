import { DROPDOWN_BLUR_DELAY_MS } from '@portal/contracts/constants';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countries } from '../model/countries.ts';
import styles from './account.module.css';

type Props = { value: string; onChange: (code: string) => void };

/** Country name in the page language; the list's own label where the runtime has no name. */
function useCountryName() {
  const { t, i18n } = useTranslation();
  return (countryCode: string, fallback: string) => {
    if (countryCode === 'US') return t('account.usaCanada');
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(countryCode) ?? fallback;
    } catch {
      return fallback;
    }
  };
}

/**
 * The country-code dropdown of spec 4: opens on focus, closes 200 ms after blur (so a click on
 * an option still lands), and works with arrows, Enter and Escape like any combobox.
 */
export function CountryCodeField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const name = useCountryName();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      countries.findIndex((c) => c.countryDialingCode === value),
    ),
  );
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.countryDialingCode);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((index) => (index + step + countries.length) % countries.length);
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const current = countries.find((country) => country.countryDialingCode === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('account.countryCode')}
      </label>
      <div className={styles.combo}>
        <input
          id={id}
          className={styles.input}
          readOnly
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="none"
          aria-activedescendant={open ? `${id}-${active}` : undefined}
          value={`+${value}`}
          title={current ? name(current.countryCode, current.name) : undefined}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('account.countryCode')}
          className={styles.options}
          hidden={!open}
        >
          {countries.map((country, index) => (
            // Options are chosen with the pointer here; the keyboard works through the combobox.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input.
            <div
              key={country.countryDialingCode}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={country.countryDialingCode === value}
              className={index === active ? styles.optionActive : styles.option}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span className={styles.optionCode}>+{country.countryDialingCode}</span>
              {name(country.countryCode, country.name)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
