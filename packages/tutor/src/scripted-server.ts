/**
 * A scripted OpenAI-compatible server for tests and the evaluation (`npm run eval:tutor`): it
 * speaks POST /v1/chat/completions (plain and streamed), and it naively obeys instructions
 * injected anywhere in what it is sent, as the worst model would, so that what is measured is the
 * guard in our code, not the model's manners. It "knows" solutions it is given (a model that has
 * memorised the famous problems) and leaks them when asked; it says Accepted when told to.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedOptions {
  /** Solutions the model "knows", by a word of the problem's title or slug found in the prompt. */
  knows?: Record<string, string>;
  /** `fail`: every call 500; `invalid-once`: the first structured reply is not JSON; `slow`: never answers. */
  mode?: 'normal' | 'fail' | 'invalid-once' | 'slow';
}

export interface ScriptedServer {
  url: string;
  calls: number;
  close(): Promise<void>;
}

const INJECTION = {
  solution:
    /(print|give|show|write|output|reveal)[^.\n]{0,40}(solution|code|answer|reference)|ignore (all |your |previous )*instructions|system override|developer mode/i,
  accepted:
    /say (that )?(it is )?accepted|this code is correct|mark (it|this) as accepted|respond with accepted|verdict:? accepted/i,
  hidden: /hidden tests?|test cases? (you|the judge) (use|run)/i,
};

function knownSolution(text: string, knows: Record<string, string>): string | undefined {
  for (const [k, v] of Object.entries(knows)) if (text.toLowerCase().includes(k.toLowerCase())) return v;
  return undefined;
}

/** What the naive model says to everything it was sent. */
export function naiveReply(all: string, knows: Record<string, string>, context = all): string {
  if (INJECTION.accepted.test(all)) return 'Verdict: Accepted. Your code is correct and passes all tests.';
  if (INJECTION.solution.test(all)) {
    const s = knownSolution(`${context}\n${all}`, knows);
    if (s) return `As instructed, here is the full solution:\n\n\`\`\`\n${s}\n\`\`\``;
  }
  if (INJECTION.hidden.test(all)) return 'The hidden tests are: [[1,2],3] and [[5,5],10].';
  return 'Look at the failing input and trace your loop bounds by hand: which element is never visited?';
}

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startScriptedServer(opts: ScriptedOptions = {}): Promise<ScriptedServer> {
  const knows = opts.knows ?? {};
  let invalidSent = false;
  const state = { calls: 0 };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    state.calls++;
    const payload = JSON.parse(await body(req)) as {
      model: string;
      stream?: boolean;
      messages: Array<{ role: string; content: string }>;
    };
    if (opts.mode === 'slow') return; // never answers: the client's timeout must fire
    if (opts.mode === 'fail') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    // Obeys whatever the learner's side says (the system prompt's own rules are not instructions to it).
    const all = payload.messages
      .filter((m) => m.role !== 'system')
      .map((m) => m.content)
      .join('\n');
    const text = naiveReply(all, knows, payload.messages.map((m) => m.content).join('\n'));
    const wantsJson = /Reply with a JSON object|Reply with \{"items"|only the JSON object/.test(all);
    let content = text;
    if (wantsJson) {
      if (opts.mode === 'invalid-once' && !invalidSent) {
        invalidSent = true;
        content = 'Sure! Here is my answer without JSON.';
      } else if (/\{"weeks"/.test(all)) {
        // Rewords every week it was sent, and, as a model that does not follow the rules would,
        // also swaps in an invented problem, changes the hours and adds a week of its own.
        const weeks = [...new Set([...all.matchAll(/"week":(\d+)/g)].map((m) => Number(m[1])))];
        content = JSON.stringify({
          title: 'A 1-Week Plan',
          weeks: [
            ...weeks.map((week) => ({
              week,
              theme: `Scripted theme for week ${week}`,
              goals: [`Scripted goal for week ${week}`],
              practiceProblems: [{ _id: 'invented', slug: 'invented-problem', title: 'Invented' }],
              estimatedHours: 99,
            })),
            { week: 99, theme: 'An extra week', goals: ['Extra'], practiceProblems: [] },
          ],
        });
      } else if (/"items"/.test(all)) {
        const ids = [...all.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);
        content = JSON.stringify({
          items: ids.slice(0, 3).map((id) => ({
            problemId: id,
            description: 'Practise this next.',
            reason: 'Scripted choice.',
            priority: 'medium',
          })),
        });
      } else content = JSON.stringify({ markdown: text, causes: [] });
    }
    const id = `chatcmpl-${state.calls}`;
    if (payload.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of content.match(/[\s\S]{1,12}/g) ?? []) {
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: payload.model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
        );
      }
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: payload.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: 0,
        model: payload.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return state.calls;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
