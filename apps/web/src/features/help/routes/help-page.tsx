import { HelpContent } from '../components/help-content.tsx';

export default function HelpPage() {
  return <HelpContent />;
}
