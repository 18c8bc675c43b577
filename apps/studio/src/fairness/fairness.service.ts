import { StudioError } from '../http/studio-error.ts';
import {
  type PlayerRecord,
  type PlayerStore,
  type RevealedSeeds,
  rotateSeeds,
} from '../store/player-store.ts';
import { CLIENT_SEED_PATTERN, hashServerSeed } from './provably-fair.ts';

/** What the fairness panel shows: commitments only, never a live server seed. */
export interface FairnessState {
  serverSeedHash: string;
  nextServerSeedHash: string;
  clientSeed: string;
  /** The nonce of the next spin (= spins made with this pair). */
  nonce: number;
  /** Retired pairs, newest first, with their server seeds revealed. */
  revealed: RevealedSeeds[];
}

export const fairnessStateOf = (record: PlayerRecord): FairnessState => ({
  serverSeedHash: hashServerSeed(record.seeds.serverSeed),
  nextServerSeedHash: hashServerSeed(record.seeds.nextServerSeed),
  clientSeed: record.seeds.clientSeed,
  nonce: record.seeds.nonce,
  revealed: record.revealed,
});

export interface FairnessService {
  state(playerId: string): Promise<FairnessState>;
  /**
   * Retires the live pair (revealing its server seed) and starts a new one with the given
   * client seed, or the current one kept. A new client seed always comes with a new server
   * seed, so every pair is one committed hash, one client seed and nonces from 0.
   */
  rotate(
    playerId: string,
    clientSeed: string | undefined,
  ): Promise<{ previous: RevealedSeeds; state: FairnessState }>;
}

export function createFairnessService(deps: { store: PlayerStore; now: () => Date }): FairnessService {
  return {
    state: (playerId) => deps.store.withPlayer(playerId, async (record) => fairnessStateOf(record)),
    rotate(playerId, clientSeed) {
      const seed = clientSeed?.trim();
      if (seed !== undefined && !CLIENT_SEED_PATTERN.test(seed)) {
        throw new StudioError(
          'VALIDATION_FAILED',
          'A client seed is 1 to 64 letters, digits, spaces, _ . or -',
        );
      }
      return deps.store.withPlayer(playerId, async (record, save) => {
        const previous = rotateSeeds(
          record,
          seed || record.seeds.clientSeed,
          deps.now(),
          deps.store.drawServerSeed(),
        );
        await save();
        return { previous, state: fairnessStateOf(record) };
      });
    },
  };
}
