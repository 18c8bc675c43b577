import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { searchWithoutAnnouncement } from '../../features/announcements/model/announcement-url.ts';
import { searchWithoutFeedback } from '../../features/feedback/model/feedback-url.ts';
import { searchWithoutHelpTopic } from '../../features/help/model/help-url.ts';
import { searchWithoutSpeedTest } from '../../features/speed-test/model/speed-test-url.ts';
import { searchWithoutAgentCentre } from '../agent-centre/agent-centre-url.ts';
import { searchWithoutMemberCentre } from '../member-centre/member-centre-url.ts';
import { scrollToHashOrTop } from './scroll-to-hash.ts';

/**
 * Scroll restoration of spec 2: to the hash if present, otherwise to the top. It depends on
 * the address only, so navigating to the location already shown does nothing. Opening or
 * moving inside the member centre (`?mc=`) or the agent centre (`?ac=`), or opening the
 * announcement dialog (`?an=`), the feedback dialog (`?fb=`), the network speed test (`?st=`) or the help modal (`?hp=`),
 * leaves the page behind it where it was.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const pageSearch = searchWithoutHelpTopic(
    searchWithoutSpeedTest(
      searchWithoutFeedback(
        searchWithoutAnnouncement(searchWithoutAgentCentre(searchWithoutMemberCentre(search))),
      ),
    ),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers, not inputs.
  useEffect(() => scrollToHashOrTop(hash), [pathname, pageSearch, hash]);
  return null;
}
