import type { HelpCenter } from '@portal/contracts/help';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useHelpCenter } from '../api/get-help-center.ts';
import { helpPageHref } from '../model/help-url.ts';
import styles from './help-content.module.css';
import { HelpTopicLink } from './help-topic-link.tsx';

type Props = { slug: string; onClose: () => void };

/**
 * The help modal (spec 2 "Modals: … help"): one topic of the merchant's help centre over the
 * page it was opened from, the other topics a click away, and the whole help page one link away.
 */
export default function HelpDialog({ slug, onClose }: Props) {
  useAreaText('help');
  const { t } = useTranslation();
  const query = useHelpCenter();
  const topic = query.data?.topics.find((item) => item.slug === slug);
  return (
    <Modal name="helpModal" size="wide" title={topic?.title ?? t('help.title')} onClose={onClose}>
      <QueryState query={query} loadingLabel={t('help.loading')}>
        {(centre) => <TopicBody centre={centre} slug={slug} />}
      </QueryState>
      <p className={styles.pageLink}>
        <Link to={topic ? helpPageHref(slug) : '/help'}>{t('help.openPage')}</Link>
      </p>
    </Modal>
  );
}

function TopicBody({ centre, slug }: { centre: HelpCenter; slug: string }) {
  const { t } = useTranslation();
  const topic = centre.topics.find((item) => item.slug === slug);
  const others = centre.topics.filter((item) => item.slug !== slug);
  if (centre.topics.length === 0) return <EmptyState text={t('help.empty')} />;
  return (
    <>
      {topic ? (
        // A topic not yet translated shows in the merchant's default language; say which.
        <div lang={topic.language} className={styles.dialogText}>
          {topic.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p role="status">{t('help.missingTopic')}</p>
      )}
      {others.length > 0 ? (
        <nav aria-label={t('help.otherTopics')} className={styles.dialogNav}>
          <h3 className={styles.dialogNavTitle}>{t('help.otherTopics')}</h3>
          <ul className={styles.toc}>
            {others.map((item) => (
              <li key={item.slug} lang={item.language}>
                <HelpTopicLink slug={item.slug}>{item.title}</HelpTopicLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
