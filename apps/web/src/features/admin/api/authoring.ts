import {
  type AdminProblemRow,
  AdminProblemsResponse,
  type CreateDraftInput,
  type Draft,
  DraftResponse,
  DraftsResponse,
  MessageResponse,
  type ProblemFiles,
  ProblemSourceResponse,
  PublishDraftResponse,
  RejudgeResponse,
  RejudgesResponse,
} from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { env } from '../../../config/env.ts';
import { ApiError, apiRequest, reportUnauthorized } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-storage.ts';
import { ErrorBody } from '../../../lib/error-body.ts';

/**
 * Authoring problems in the browser (packages/contracts/src/api/authoring.ts): a problem's files,
 * its drafts, their proof and publishing. Admins only.
 */

const DRAFTS_KEY = ['admin', 'drafts'] as const;
const SOURCE_KEY = ['admin', 'problem-source'] as const;
const draftKey = (id: string) => [...DRAFTS_KEY, 'one', id] as const;
const enc = encodeURIComponent;

/** A proof that is still running: its draft is read again every second. */
export const isProving = (status: Draft['status']) => status === 'queued' || status === 'proving';

/** The files of a problem's version in force, its published versions and its open draft. */
export function useProblemSource(id: string) {
  return useQuery({
    queryKey: [...SOURCE_KEY, id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/problems/${enc(id)}/source`, { schema: ProblemSourceResponse, auth: true, signal }),
  });
}

export const fetchProblemSource = (id: string) =>
  apiRequest(`/admin/problems/${enc(id)}/source`, { schema: ProblemSourceResponse, auth: true });

/** The open (unpublished) drafts. */
export function useDrafts() {
  return useQuery({
    queryKey: [...DRAFTS_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest('/admin/drafts', { schema: DraftsResponse, auth: true, signal }),
  });
}

/** One draft; while its proof is queued or running, read again every second for the checks so far. */
export function useDraft(id: string) {
  return useQuery({
    queryKey: draftKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/drafts/${enc(id)}`, { schema: DraftResponse, auth: true, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.data.draft.status;
      // A failed read (a network blip) does not stop the polling: the next one may come through.
      return status && isProving(status) ? 1000 : false;
    },
  });
}

/**
 * The problems that have a folder to start from (the bank's and authored ones; generated ones have
 * none), every page of them, sorted by title.
 */
export function useAuthorableProblems() {
  return useQuery({
    queryKey: ['admin', 'problems', 'authorable'],
    queryFn: async ({ signal }) => {
      const rows: AdminProblemRow[] = [];
      for (const source of ['bank', 'admin'] as const) {
        for (let page = 1, pages = 1; page <= pages; page++) {
          const answer = await apiRequest(`/admin/problems?source=${source}&limit=100&page=${page}`, {
            schema: AdminProblemsResponse,
            auth: true,
            signal,
          });
          rows.push(...answer.data.problems);
          pages = answer.data.pagination.pages;
        }
      }
      return rows.sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}

/** A failed call made with fetch itself (a zip, either way): the same ApiError as apiRequest's. */
async function failure(response: Response, token: string | null): Promise<ApiError> {
  if (response.status === 401 && token) reportUnauthorized();
  const body = ErrorBody.safeParse(await response.json().catch(() => undefined));
  return body.success
    ? new ApiError(response.status, body.data.code, body.data.message, body.data.errors ?? [])
    : new ApiError(
        response.status,
        'HTTP_ERROR',
        `The server answered with an error (HTTP ${response.status}).`,
      );
}

async function rawFetch(
  path: string,
  init: RequestInit,
): Promise<{ response: Response; token: string | null }> {
  const token = getToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return { response: await fetch(`${env.apiUrl}${path}`, { ...init, headers }), token };
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }
}

/**
 * Downloads a problem's folder as `<slug>.zip`. Fetched rather than linked: the API reads the
 * session from the Authorization header, which a plain link cannot send.
 */
export async function downloadExport(id: string, slug: string): Promise<void> {
  const { response, token } = await rawFetch(`/admin/problems/${enc(id)}/export`, {
    headers: { Accept: 'application/zip' },
  });
  if (!response.ok) throw await failure(response, token);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${slug}.zip`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** After a draft is made, saved, proven, published or discarded, the lists are read again. */
function useInvalidate() {
  const client = useQueryClient();
  return {
    client,
    // The list only: a draft's own query is set from the answers (and a discarded one is gone).
    drafts: () => client.invalidateQueries({ queryKey: [...DRAFTS_KEY, 'list'] }),
    /** A problem's source names its open draft. */
    sources: () => client.invalidateQueries({ queryKey: SOURCE_KEY }),
    problems: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'problems'] }),
        client.invalidateQueries({ queryKey: SOURCE_KEY }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        client.invalidateQueries({ queryKey: ['problems'] }),
      ]),
  };
}

export function useCreateDraft() {
  const { drafts, sources } = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateDraftInput) =>
      apiRequest('/admin/drafts', { method: 'POST', body, schema: DraftResponse, auth: true }),
    onSuccess: () => {
      void drafts();
      void sources();
    },
  });
}

/** A new draft from a zip of a problem's folder (its files at the root, or in one folder). */
export function useImportDraft() {
  const { drafts, sources } = useInvalidate();
  return useMutation({
    mutationFn: async ({ file, slug }: { file: Blob; slug?: string }) => {
      const query = slug ? `?slug=${enc(slug)}` : '';
      const { response, token } = await rawFetch(`/admin/drafts/import${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/zip', Accept: 'application/json' },
        body: file,
      });
      if (!response.ok) throw await failure(response, token);
      const parsed = DraftResponse.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new ApiError(
          response.status,
          'BAD_RESPONSE',
          'The server sent an answer this page does not understand.',
        );
      return parsed.data;
    },
    onSuccess: () => {
      void drafts();
      void sources();
    },
  });
}

export function useSaveDraft(id: string) {
  const { client, drafts } = useInvalidate();
  return useMutation({
    mutationFn: (files: ProblemFiles) =>
      apiRequest(`/admin/drafts/${enc(id)}`, {
        method: 'PUT',
        body: { files },
        schema: DraftResponse,
        auth: true,
      }),
    onSuccess: (answer) => {
      client.setQueryData(draftKey(id), answer);
      void drafts();
    },
  });
}

export function useProveDraft(id: string) {
  const { client, drafts } = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/drafts/${enc(id)}/prove`, { method: 'POST', schema: DraftResponse, auth: true }),
    // Queued: useDraft polls from here on.
    onSuccess: (answer) => {
      client.setQueryData(draftKey(id), answer);
      void drafts();
    },
  });
}

export function usePublishDraft(id: string) {
  const { drafts, problems } = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/drafts/${enc(id)}/publish`, {
        method: 'POST',
        schema: PublishDraftResponse,
        auth: true,
      }),
    onSuccess: () => {
      void drafts();
      void problems();
    },
  });
}

export function useDiscardDraft(id: string) {
  const { drafts, sources } = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/drafts/${enc(id)}`, { method: 'DELETE', schema: MessageResponse, auth: true }),
    // Not awaited: the screen leaves at once. A problem's source names its open draft: no longer.
    onSuccess: () => {
      void drafts();
      void sources();
    },
  });
}

const rejudgesKey = (problemId: string) => ['admin', 'rejudges', problemId] as const;

/**
 * A problem's rejudges and how many of its submissions one would take now; while the latest runs,
 * read again every second (its counts move as each submission is judged).
 */
export function useRejudges(problemId: string) {
  return useQuery({
    queryKey: rejudgesKey(problemId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/problems/${enc(problemId)}/rejudges`, {
        schema: RejudgesResponse,
        auth: true,
        signal,
      }),
    refetchInterval: (query) => {
      const latest = query.state.data?.data.rejudges[0];
      return latest && latest.finishedAt === null ? 1000 : false;
    },
  });
}

/**
 * Once a rejudge shown running has finished, the problem's source is read again: its versions'
 * submission counts moved to the version in force.
 */
export function useSourcesAfterRejudge(finishedAt: string | null | undefined) {
  const client = useQueryClient();
  const seenRunning = useRef(false);
  useEffect(() => {
    if (finishedAt === null) seenRunning.current = true;
    else if (finishedAt && seenRunning.current) {
      seenRunning.current = false;
      void client.invalidateQueries({ queryKey: SOURCE_KEY });
    }
  }, [finishedAt, client]);
}

/** Rejudges every past submission judged on another version than the one in force. */
export function useStartRejudge(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/problems/${enc(problemId)}/rejudges`, {
        method: 'POST',
        schema: RejudgeResponse,
        auth: true,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rejudgesKey(problemId) }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
