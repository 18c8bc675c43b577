import { HelpContent } from '../components/help-content.tsx';

/** The same help text without the site's chrome, for embedding in the apps (spec 2 /helpmc). */
export default function HelpMcPage() {
  return <HelpContent />;
}
