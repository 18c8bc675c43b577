import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section.tsx';
import { useAgentAnnouncements } from '../api/get-agent-announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';

/**
 * agentAnnouncement (spec 2, the agent centre's first entry): what the operator wrote for
 * agents, newest first, in the announcement dialog's list. Under the centre's page heading (h3).
 */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const announcements = useAgentAnnouncements(page);
  return (
    <Section title={t('announcements.forAgents')}>
      <AnnouncementList
        query={announcements}
        onPage={setPage}
        level={5}
        pagesLabel={t('announcements.pages')}
      />
    </Section>
  );
}
