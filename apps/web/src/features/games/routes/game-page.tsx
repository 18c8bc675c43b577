import { useAreaText } from '../../../lib/i18n.ts';
import { GameFrame } from '../components/game-frame.tsx';

/** /game: the launched game, full page under the header (spec 2). */
export default function GamePage() {
  useAreaText('games');
  return <GameFrame />;
}
