import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './copy-button.module.css';
import { extraIcons } from './extra-icons.ts';
import { Icon } from './icon.tsx';

/** Copies `text` to the clipboard; says "Copied" for a moment (politely announced). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        onClick={() => void copy()}
      >
        <Icon path={state === 'copied' ? extraIcons.check : extraIcons.copy} size={16} />
      </button>
      <span className={styles.status} role="status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  );
}
