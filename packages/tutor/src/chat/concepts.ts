/**
 * Concept search over the project's own Learn tutorials (content/learn/tutorials/<id>/tutorial.md):
 * each tutorial is split at its `##` headings and every section indexed with MiniSearch (BM25,
 * fuzzy and prefix matching, the heading and the tutorial's title and tags boosted). A question is
 * answered with its best sections, each trimmed to a short excerpt with a link to the tutorial's
 * page in the app. The server builds the index once from the Learn catalog it already loads.
 */
import MiniSearch from 'minisearch';
import type { TutorialSection } from '../engine.ts';
import type { GlossaryEntry } from './glossary.ts';
import { normalise, words } from './normalise.ts';

/** A tutorial as the Learn catalog holds it (content's `Tutorial`, the fields read here). */
export interface TutorialDoc {
  id: string;
  title: string;
  content: string;
  tags?: readonly string[];
  category?: string;
}

/** The tutorial's page in the web app: the Learn screen opens it (apps/web learn-screen.tsx). */
export const tutorialLink = (id: string) => `/learn?tutorial=${encodeURIComponent(id)}`;

/** Sections that are about the tutorial's example code, not the idea: not worth an answer. */
const SKIP = /^(try it|example code|your turn|exercise)/i;

const STOP = new Set(
  'a an the of to in is it and or for on what how why do does i my me this that with be can you are was when should would could please explain tell about work works use used using there their its which from into than then so as at by if'.split(
    ' ',
  ),
);

interface SectionDoc {
  id: string;
  tutorialId: string;
  tutorialTitle: string;
  heading: string;
  text: string;
  tags: string;
}

/** The tutorial's sections: text under each `##` heading, code blocks removed. */
export function sectionsOf(t: TutorialDoc): SectionDoc[] {
  const body = t.content.replace(/(```|~~~)[\s\S]*?(\1|$)/g, '');
  const parts = body.split(/^##\s+/m);
  const out: SectionDoc[] = [];
  for (const [i, part] of parts.entries()) {
    const [first = '', ...rest] = part.split('\n');
    const heading = i === 0 ? t.title : first.trim();
    const text = (i === 0 ? part : rest.join('\n')).trim();
    if (!text || SKIP.test(heading)) continue;
    out.push({
      id: `${t.id}#${i}`,
      tutorialId: t.id,
      tutorialTitle: t.title,
      heading,
      text,
      tags: [...(t.tags ?? []), t.category ?? ''].join(' ').replace(/-/g, ' '),
    });
  }
  return out;
}

/** The first paragraphs of a section, up to about `max` characters, ending at a sentence or item. */
export function excerpt(text: string, max = 420): string {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim());
  let out = '';
  for (const p of paragraphs) {
    if (!p) continue;
    if (out && out.length + p.length > max) break;
    if (!out && p.length > max) {
      const sentences = p.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [p];
      let cut = '';
      for (const s of sentences) {
        if (cut && cut.length + s.length > max) break;
        cut += s;
      }
      return cut.trim().slice(0, max + 200);
    }
    out += (out ? '\n\n' : '') + p;
  }
  return out;
}

export interface ConceptIndex {
  /**
   * The best sections for a question, the glossary concept's own tutorial favoured (or
   * `tutorial`, when given: the tutorial of the open problem's topic).
   */
  search(
    question: string,
    opts?: { topic?: GlossaryEntry; tutorial?: string; limit?: number },
  ): TutorialSection[];
  /** A tutorial's first section (its opening idea), for the approach answer. */
  opening(tutorialId: string): TutorialSection | undefined;
  size: number;
}

export function createConceptIndex(tutorials: readonly TutorialDoc[]): ConceptIndex {
  const docs = tutorials.flatMap(sectionsOf);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const openings = new Set(tutorials.map((t) => docs.find((d) => d.tutorialId === t.id)?.id ?? ''));
  const mini = new MiniSearch<SectionDoc>({
    fields: ['heading', 'text', 'tutorialTitle', 'tags'],
    storeFields: ['tutorialId'],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return STOP.has(t) || t.length < 2 ? null : t;
    },
    searchOptions: {
      boost: { heading: 2.5, tutorialTitle: 2, tags: 1.5 },
      fuzzy: 0.2,
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  mini.addAll(docs);
  const view = (d: SectionDoc, score: number): TutorialSection => ({
    tutorialId: d.tutorialId,
    tutorialTitle: d.tutorialTitle,
    heading: d.heading,
    text: excerpt(d.text),
    link: tutorialLink(d.tutorialId),
    score: Math.round(score * 100) / 100,
  });
  return {
    size: docs.length,
    search(question, opts = {}) {
      const { topic, limit = 2 } = opts;
      const favoured = opts.tutorial ?? topic?.tutorial;
      const q = normalise(question);
      // "What is a stack?", "how does a stack work?": nothing asked beyond the concept's own name,
      // so the section that defines it (its tutorial's opening) answers best.
      const names = new Set(
        [topic?.name ?? '', ...(topic?.aliases.slice(0, 2) ?? [])].flatMap((a) =>
          a.toLowerCase().split(/\W+/),
        ),
      );
      const defining = !!topic && words(q).every((w) => STOP.has(w) || names.has(w) || w.length < 2);
      const hits = mini.search([q, topic ? (topic.search ?? topic.name) : ''].join(' '), {
        // The concept's own tutorial first, and in it the opening section when it is defined there.
        boostDocument: (id, _term, stored) =>
          favoured && stored?.tutorialId === favoured ? (defining && openings.has(String(id)) ? 6 : 3) : 1,
      });
      const out: TutorialSection[] = [];
      for (const h of hits) {
        const d = byId.get(String(h.id));
        if (!d) continue;
        out.push(view(d, h.score));
        if (out.length >= limit) break;
      }
      return out;
    },
    opening(tutorialId) {
      const d = docs.find((x) => x.tutorialId === tutorialId);
      return d ? view(d, 0) : undefined;
    },
  };
}
