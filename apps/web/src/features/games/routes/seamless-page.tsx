import { useAreaText } from '../../../lib/i18n.ts';
import { GameFrame } from '../components/game-frame.tsx';

/** /seamless: the launched game beside the side menu in its mini mode (spec 2). */
export default function SeamlessPage() {
  useAreaText('games');
  return <GameFrame />;
}
