import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import styles from './help-content.module.css';

/** Section ids are part of the site's addresses: the disclaimer and footer link to /help#term etc. */
const sections = [
  { id: 'term', paragraphs: ['p1', 'p2', 'p3', 'p4'] },
  { id: 'about', paragraphs: ['p1', 'p2'] },
  { id: 'responsibility', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'affiliate', paragraphs: ['p1'] },
] as const;

/** The help centre text, shared by /help (with the site around it) and /helpmc (content only). */
export function HelpContent() {
  // The help text is its own catalogue, loaded with the page rather than at start-up.
  useAreaText('help');
  const { t } = useTranslation();
  const { brand } = useSystemInfo();
  return (
    <Page title={t('help.title')}>
      <nav aria-label={t('help.contents')}>
        <ul className={styles.toc}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`}>{t(`help.${section.id}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{t(`help.${section.id}.title`)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(`help.${section.id}.${paragraph}`, { brand: brand.name })}</p>
          ))}
        </section>
      ))}
    </Page>
  );
}
