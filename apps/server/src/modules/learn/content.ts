import type { PathDef, TopicDef } from '@codecoach/content';
import {
  type BankEntry,
  type LearnContent,
  loadLearnContent,
  readBankIndex,
  type Tutorial,
  validateLearn,
} from '@codecoach/content';
import { errors, messageOf } from '../../lib/errors.ts';

/** The learning content, read once per process and indexed (content/learn, docs/decisions/017-learn.md). */
export interface LearnCatalog {
  paths: PathDef[];
  topics: Map<string, TopicDef>;
  tutorials: Map<string, Tutorial>;
  /** The bank's problems as content/problems describes them (titles, difficulty, minutes). */
  bank: Map<string, BankEntry>;
  /** The first topic (in path order) practising each problem slug. */
  topicOfSlug: Map<string, TopicDef>;
}

export function indexCatalog(content: LearnContent, bank: Map<string, BankEntry>): LearnCatalog {
  const topics = new Map(content.topics.map((t) => [t.id, t]));
  const topicOfSlug = new Map<string, TopicDef>();
  for (const path of content.paths) {
    for (const id of path.topics) {
      const topic = topics.get(id);
      for (const slug of topic?.problems ?? [])
        if (topic && !topicOfSlug.has(slug)) topicOfSlug.set(slug, topic);
    }
  }
  return {
    paths: content.paths,
    topics,
    tutorials: new Map(content.tutorials.map((t) => [t.id, t])),
    bank,
    topicOfSlug,
  };
}

let memo: Promise<LearnCatalog> | undefined;

/**
 * Loads and validates content/learn once. Invalid content is an error the Learn screen reports
 * ('Failed to load learning data' with the reason), never replaced by sample data.
 */
export function learnCatalog(): Promise<LearnCatalog> {
  memo ??= (async () => {
    try {
      const [content, bank] = await Promise.all([loadLearnContent(), readBankIndex()]);
      const issues = validateLearn(content, bank);
      if (issues.length > 0) throw new Error(issues.slice(0, 3).join('; '));
      return indexCatalog(content, bank);
    } catch (e) {
      throw errors.unavailable(`The learning content could not be read: ${messageOf(e)}`);
    }
  })();
  memo.catch(() => {
    memo = undefined; // a failed read is retried on the next request
  });
  return memo;
}
