import type { ContestFormat } from '@codecoach/contracts';
import { icpc } from './icpc.ts';
import { points } from './points.ts';
import type { ScoringFormat } from './types.ts';

export const FORMATS: Record<ContestFormat, ScoringFormat> = { icpc, points };
