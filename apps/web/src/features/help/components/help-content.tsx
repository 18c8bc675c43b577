import type { HelpCenter } from '@portal/contracts/help';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useHelpCenter } from '../api/get-help-center.ts';
import styles from './help-content.module.css';

/**
 * The help centre, shared by /help (with the site around it) and /helpmc (content only): the
 * topics the merchant wrote, each a section whose id is its slug, so the disclaimer, the footer
 * and the banners can link to `/help#term` and the like.
 */
export function HelpContent() {
  // The page's own words are their own catalogue, loaded with the page rather than at start-up.
  useAreaText('help');
  const { t } = useTranslation();
  const query = useHelpCenter();
  return (
    <Page title={t('help.title')}>
      <QueryState query={query} loadingLabel={t('help.loading')}>
        {(centre) =>
          centre.topics.length === 0 ? <EmptyState text={t('help.empty')} /> : <Topics centre={centre} />
        }
      </QueryState>
    </Page>
  );
}

function Topics({ centre }: { centre: HelpCenter }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('help.contents')}>
        <ul className={styles.toc}>
          {centre.topics.map((topic) => (
            <li key={topic.slug} lang={topic.language}>
              <Link to={`#${topic.slug}`}>{topic.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {centre.topics.map((topic) => (
        <section
          key={topic.slug}
          id={topic.slug}
          // A topic not yet translated shows in the merchant's default language; say which.
          lang={topic.language}
          className={styles.section}
          aria-labelledby={`${topic.slug}-title`}
        >
          <h2 id={`${topic.slug}-title`}>{topic.title}</h2>
          {topic.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
