/**
 * The `openai-compatible` engine: any chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp
 * server, LM Studio) through the official `openai` client. Structured answers are validated with
 * the contracts' zod schemas, with one repair retry; a failure throws, and withFallback answers
 * with the built-in engine instead. Timeouts come from the server's config; no retries of its own.
 */

import type { StudyPlan } from '@codecoach/contracts';
import {
  ModelExplainAnswer,
  ModelMarkdownAnswer,
  ModelRecommendAnswer,
  ModelStudyPlanAnswer,
} from '@codecoach/contracts';
import OpenAI from 'openai';
import type { z } from 'zod';
import type { ChatChunk, EngineInfo, Recommendation, TutorEngine } from '../engine.ts';
import { HINT_LEVELS } from '../engine.ts';
import { fenceTag, frame } from '../framing.ts';
import { chatSystemPrompt } from './chat-prompt.ts';
import { explainPrompt, hintPrompt, optimizePrompt, system } from './prompts.ts';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}

type Msg = { role: 'system' | 'user' | 'assistant'; content: string };

/** The first JSON object in a reply (models wrap it in prose or a fence now and then). */
function jsonOf(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the reply has no JSON object');
  return JSON.parse(text.slice(start, end + 1));
}

/**
 * The planner's plan with a model's themes and goals, week by week: problems, hours, weeks and
 * everything else stay the planner's, and weeks the model did not answer keep the planner's text.
 * Throws when no week was reworded (withFallback then answers with the built-in plan).
 */
export function rewordPlan(plan: StudyPlan, answer: ModelStudyPlanAnswer, engine: string): StudyPlan {
  const byWeek = new Map(answer.weeks.map((w) => [w.week, w]));
  if (!plan.weeks.some((w) => byWeek.has(w.week))) throw new Error('the model reworded no week of the plan');
  return {
    ...plan,
    weeks: plan.weeks.map((w) => {
      const r = byWeek.get(w.week);
      return r ? { ...w, theme: r.theme, goals: r.goals } : w;
    }),
    engine: engine.slice(0, 80),
  };
}

export function createOpenAiEngine(cfg: OpenAiConfig): TutorEngine {
  const client = new OpenAI({
    baseURL: cfg.baseUrl,
    apiKey: cfg.apiKey || 'not-needed',
    timeout: cfg.timeoutMs,
    maxRetries: 0,
  });
  const model = cfg.model ?? 'default';
  const info: EngineInfo = { kind: 'openai-compatible', label: model };

  async function complete(messages: Msg[], signal?: AbortSignal): Promise<string> {
    const r = await client.chat.completions.create(
      { model, messages, temperature: 0.2 },
      signal ? { signal } : {},
    );
    return r.choices[0]?.message?.content ?? '';
  }

  /** Asks, validates, and asks once more with the validation error if the answer is not valid. */
  async function structured<S extends z.ZodType>(
    schema: S,
    tag: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    const messages: Msg[] = [
      { role: 'system', content: system(tag) },
      { role: 'user', content: prompt },
    ];
    const first = await complete(messages, signal);
    let problem: string;
    try {
      const v = schema.safeParse(jsonOf(first));
      if (v.success) return v.data;
      problem = v.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    } catch (e) {
      problem = (e as Error).message;
    }
    const repair = await complete(
      [
        ...messages,
        { role: 'assistant', content: first },
        {
          role: 'user',
          content: `That reply was not valid (${problem}). Reply again with only the JSON object.`,
        },
      ],
      signal,
    );
    const v = schema.safeParse(jsonOf(repair));
    if (!v.success) throw new Error('the model did not give a valid answer after one repair');
    return v.data;
  }

  return {
    info,
    async hint(input, signal) {
      const tag = fenceTag();
      const a = await structured(ModelMarkdownAnswer, tag, hintPrompt(tag, input), signal);
      const level = Math.max(0, Math.min(input.level, HINT_LEVELS.length - 1));
      return {
        markdown: a.markdown,
        engine: info,
        level,
        levelName: HINT_LEVELS[level] ?? 'concept',
        more: level < HINT_LEVELS.length - 1,
      };
    },
    async explainFailure(input, signal) {
      const tag = fenceTag();
      const a = await structured(ModelExplainAnswer, tag, explainPrompt(tag, input), signal);
      // The measured causes stay first; the model may only add kinds not already named.
      const known = new Set(input.failure.causes.map((c) => c.kind));
      return {
        markdown: a.markdown,
        engine: info,
        causes: [...input.failure.causes, ...a.causes.filter((c) => !known.has(c.kind))],
      };
    },
    async optimize(input, signal) {
      const tag = fenceTag();
      const a = await structured(ModelMarkdownAnswer, tag, optimizePrompt(tag, input), signal);
      return {
        markdown: a.markdown,
        engine: info,
        ...(input.facts.growth
          ? { complexity: input.facts.growth.complexity }
          : input.facts.staticComplexity
            ? { complexity: input.facts.staticComplexity }
            : {}),
      };
    },
    async recommend(input, signal) {
      const tag = fenceTag();
      const prompt = [
        `The learner's results per category: ${JSON.stringify(input.categories)}`,
        `Unsolved problems you may recommend (use their ids): ${JSON.stringify(input.candidates.slice(0, 40))}`,
        `Attempted, not solved: ${JSON.stringify(input.unsolvedAttempts)}`,
        `Pick ${input.limit}. Reply with {"items": [{"problemId", "description", "reason", "priority": "high"|"medium"|"low"}]} only.`,
      ].join('\n\n');
      const a = await structured(ModelRecommendAnswer, tag, prompt, signal);
      const byId = new Map(input.candidates.map((c) => [c.id, c]));
      const items: Recommendation[] = [];
      for (const i of a.items) {
        const c = byId.get(i.problemId);
        if (!c || items.some((x) => x.problemId === c.id)) continue;
        items.push({
          type: 'weakness',
          title: c.title,
          description: i.description,
          reason: i.reason,
          priority: i.priority,
          estimatedTime: `${c.estimatedMinutes} min`,
          problemId: c.id,
        });
      }
      if (items.length === 0) throw new Error('the model recommended no known problem');
      return { items: items.slice(0, input.limit), engine: info };
    },
    async studyPlan(input, signal) {
      const tag = fenceTag();
      const weeks = input.plan.weeks.map((w) => ({
        week: w.week,
        theme: w.theme,
        goals: w.goals,
        problems: w.practiceProblems.map((p) => `${p.title} (${p.difficulty}, ${p.category})`),
      }));
      const prompt = [
        `A study plan computed from the learner's real results, week by week: ${JSON.stringify(weeks)}`,
        "Reword each week's theme and goals so they read well and encourage the learner. Keep every number and problem count true to the week; do not add, drop or change problems.",
        'Reply with a JSON object {"weeks": [{"week", "theme", "goals": [string]}]} only, one entry per week.',
      ].join('\n\n');
      const a = await structured(ModelStudyPlanAnswer, tag, prompt, signal);
      return { plan: rewordPlan(input.plan, a, `${model} (reworded the built-in plan)`), engine: info };
    },
    chat(input) {
      return (async function* (): AsyncIterable<ChatChunk> {
        const tag = fenceTag();
        // The intent, the capability's facts and the built-in answer from them (chat-prompt.ts).
        const messages: Msg[] = [
          { role: 'system', content: chatSystemPrompt(tag, input) },
          ...input.messages.map((m) => ({
            role: m.role,
            content: m.role === 'user' ? frame(tag, 'message', m.content) : m.content,
          })),
        ];
        const stream = await client.chat.completions.create(
          { model, messages, temperature: 0.2, stream: true },
          input.signal ? { signal: input.signal } : {},
        );
        for await (const part of stream) {
          const text = part.choices[0]?.delta?.content;
          if (text) yield { type: 'text', text };
        }
        yield { type: 'done', engine: info };
      })();
    },
  };
}
