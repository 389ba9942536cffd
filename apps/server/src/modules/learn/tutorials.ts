import type { Tutorial } from '@codecoach/content';
import type { TutorialDetail, TutorialSummary } from '@codecoach/contracts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { learnCatalog } from './content.ts';
import { completedTutorials, completeTutorial } from './repository.ts';

function summary(t: Tutorial, done: ReadonlySet<string>): TutorialSummary {
  return {
    id: t.id,
    title: t.title,
    category: t.category,
    duration: `${t.durationMinutes} min`,
    difficulty: t.difficulty,
    description: t.description,
    tags: t.tags,
    completed: done.has(t.id),
  };
}

export async function listTutorials(db: Db, userId: string): Promise<TutorialSummary[]> {
  const [c, done] = await Promise.all([learnCatalog(), completedTutorials(db, userId)]);
  return [...c.tutorials.values()].map((t) => summary(t, done));
}

async function find(id: string): Promise<Tutorial> {
  const t = (await learnCatalog()).tutorials.get(id);
  if (!t) throw errors.notFound('Tutorial not found');
  return t;
}

export async function readTutorial(db: Db, userId: string, id: string): Promise<TutorialDetail> {
  const [t, done] = await Promise.all([find(id), completedTutorials(db, userId)]);
  const params = t.example.signature.params;
  return {
    ...summary(t, done),
    content: t.content,
    example: {
      title: t.example.title,
      code: t.code,
      tests: t.example.tests.map((x) => ({
        input: params.map((p, i) => `${p.name} = ${JSON.stringify(x.args[i])}`).join(', '),
        output: JSON.stringify(x.expected),
      })),
    },
  };
}

/** Mark as Complete: stored per learner, idempotent; an unknown tutorial is a 404. */
export async function markTutorialComplete(db: Db, userId: string, id: string): Promise<void> {
  await find(id);
  await completeTutorial(db, userId, id);
}
