import type { Submission } from '@codecoach/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutputPanel } from './output-panel.tsx';

/**
 * The Output panel rendered to HTML (the web tests run in Node, without a DOM): what it says once a
 * submission is accepted and the screen is about to leave.
 */
const accepted: Submission = {
  _id: 's1',
  problemId: { _id: 'p1', title: 'Two Sum', difficulty: 'easy' },
  code: '',
  language: 'javascript',
  status: 'accepted',
  runtime: 12,
  memory: 40.5,
  testCasesPassed: 3,
  totalTestCases: 3,
  submittedAt: '2026-01-01T00:00:00.000Z',
  points: 0,
  errorMessage: null,
};

const text = (inContest?: boolean) =>
  renderToStaticMarkup(
    <OutputPanel
      state={{ kind: 'judged', submission: accepted }}
      onClear={() => {}}
      redirecting
      {...(inContest === undefined ? {} : { inContest })}
    />,
  ).replace(/<[^>]+>/g, ' ');

describe('OutputPanel, an accepted submission', () => {
  it('outside a contest says it goes back to Practice (spec §4)', () => {
    expect(text()).toContain('All test cases passed! Solution accepted.');
    expect(text()).toContain('Back to Practice in 2 seconds...');
    expect(text(false)).toContain('Back to Practice in 2 seconds...');
  });

  it('inside a contest names the contest, where the screen goes', () => {
    const inContest = text(true);
    expect(inContest).toContain('All test cases passed! Solution accepted.');
    expect(inContest).toContain('Back to the contest in 2 seconds...');
    expect(inContest).not.toContain('Back to Practice');
  });

  it('says nothing about leaving when the screen stays', () => {
    const staying = renderToStaticMarkup(
      <OutputPanel state={{ kind: 'judged', submission: accepted }} onClear={() => {}} redirecting={false} />,
    );
    expect(staying).not.toMatch(/in 2 seconds/);
  });
});
