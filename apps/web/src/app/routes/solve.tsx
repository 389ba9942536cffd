import { DEFAULT_SETTINGS } from '@codecoach/contracts';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSettings, useUpdateSettings } from '../../features/account/api/settings.ts';
import { useActiveTime } from '../../features/activity/hooks/use-active-time.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { SolveScreen } from '../../features/solve/components/solve-screen.tsx';
import type { EditorPrefs } from '../../features/solve/hooks/use-editor-prefs.ts';

/**
 * /solve/:problemId, /problem/:id and /contest/:id/problem/:problemId are one screen (spec §2);
 * the problem is the last path segment. The editor opens with the learner's Settings defaults.
 */
export function SolveRoute() {
  const params = useParams();
  const { state } = useAuth();
  const problemId = params.problemId ?? params.id ?? '';
  useActiveTime(params.id && params.problemId ? '' : problemId); // time spent; a contest letter is no problem id
  const settings = useSettings(state.status === 'signed-in');
  const update = useUpdateSettings();
  const { mutate } = update;
  const save = useCallback((editor: Partial<EditorPrefs>) => mutate({ editor }), [mutate]);
  // RequireAuth renders this route only once signed in; the guard keeps the types honest.
  if (state.status !== 'signed-in') return null;
  if (settings.isPending) return <Spinner label="Loading Problem..." className="py-24" />;
  // Settings that cannot be read leave the editor on the defaults; the problem still opens.
  const editor = settings.data?.data.settings.editor ?? DEFAULT_SETTINGS.editor;
  const contest = params.id && params.problemId ? { id: params.id, letter: params.problemId } : undefined;
  return (
    <SolveScreen
      key={`${params.id ?? ''}/${problemId}`}
      problemId={problemId}
      userId={state.user._id}
      editorDefaults={editor}
      onEditorChange={save}
      {...(contest ? { contest } : {})}
    />
  );
}
