import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { searchWithoutAnnouncement } from '../../features/announcements/model/announcement-url.ts';
import { searchWithoutAppDownload } from '../../features/download/model/download-url.ts';
import { searchWithoutFeedback } from '../../features/feedback/model/feedback-url.ts';
import { searchWithoutHelpTopic } from '../../features/help/model/help-url.ts';
import { searchWithoutSpeedTest } from '../../features/speed-test/model/speed-test-url.ts';
import { searchWithoutAgentCentre } from '../agent-centre/agent-centre-url.ts';
import { searchWithoutMemberCentre } from '../member-centre/member-centre-url.ts';
import { scrollToHashOrTop } from './scroll-to-hash.ts';

/** Each dialog's parameter taken off the search: opening a dialog leaves the page where it was. */
const dialogParams = [
  searchWithoutMemberCentre, // ?mc=
  searchWithoutAgentCentre, // ?ac=
  searchWithoutAnnouncement, // ?an=
  searchWithoutFeedback, // ?fb=
  searchWithoutSpeedTest, // ?st=
  searchWithoutHelpTopic, // ?hp=
  searchWithoutAppDownload, // ?app=
];

/**
 * Scroll restoration of spec 2: to the hash if present, otherwise to the top. It depends on
 * the address only, so navigating to the location already shown does nothing. Opening or
 * moving inside a dialog the address opens (the member and agent centres, announcements,
 * feedback, the speed test, help, app download) leaves the page behind it where it was.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const pageSearch = dialogParams.reduce((rest, without) => without(rest), search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers, not inputs.
  useEffect(() => scrollToHashOrTop(hash), [pathname, pageSearch, hash]);
  return null;
}
