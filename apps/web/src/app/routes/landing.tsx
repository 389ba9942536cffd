import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { BoltIcon, ChartIcon, SparklesIcon } from '../../components/ui/icons.tsx';
import { PublicCounters } from '../../features/stats/components/public-counters.tsx';

const FEATURES: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'AI-Powered Problems',
    text: 'Ask for a new problem on any topic and difficulty. Every generated problem is checked against a reference solution before you see it.',
    icon: <SparklesIcon />,
  },
  {
    title: 'Smart Analytics',
    text: 'Accuracy, streaks, time spent and weak topics, computed from your own submissions, with recommendations on what to practise next.',
    icon: <ChartIcon />,
  },
  {
    title: 'Real-time Feedback',
    text: 'Run your code against the sample tests, submit it, and watch the verdict arrive live from a sandboxed judge in four languages.',
    icon: <BoltIcon />,
  },
];

export function LandingRoute() {
  return (
    <div className="flex flex-col gap-16 pb-8">
      <title>CodeCoach · Coding-interview practice</title>
      <section className="bg-gradient-to-b from-primary-soft to-bg px-4 pt-16 pb-12 sm:pt-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <p className="rounded-full border border-primary/30 bg-surface px-3 py-1 text-sm font-medium text-primary">
            Coding-interview practice
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Master coding interviews with <span className="text-primary">AI&#8209;powered practice</span>
          </h1>
          <p className="max-w-2xl text-lg text-muted text-pretty">
            Solve real interview problems, run your code against real tests, get hints when you are stuck, and
            track your progress problem by problem.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/auth?mode=signup" size="lg">
              Start Coding Now
            </ButtonLink>
            <ButtonLink to="/auth" size="lg" variant="secondary">
              Watch Demo
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4">
        <h2 id="features-title" className="mb-8 text-center text-3xl font-bold">
          Everything you need to prepare
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-border bg-surface p-6">
              <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                {feature.icon}
              </span>
              <h3 className="mb-2 text-lg font-semibold">{feature.title}</h3>
              <p className="text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PublicCounters />

      <section className="mx-auto w-full max-w-6xl px-4">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-fg">
          <h2 className="text-3xl font-bold">Ready to ace your next interview?</h2>
          <p className="max-w-xl opacity-90">
            Create a free account and solve your first problem in minutes.
          </p>
          <ButtonLink to="/auth?mode=signup" size="lg" variant="secondary">
            Start Your Journey
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
