import { CONTEST_TEXTS, type ContestSummary, type ContestTab } from '@codecoach/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useContests } from '../api/get-contests.ts';
import { joinContest, useRegister } from '../api/participate.ts';
import { ContestCard } from './contest-card.tsx';
import { ContestTabs } from './contest-tabs.tsx';
import { CreateContestDialog } from './create-contest-dialog.tsx';
import { RatingBoard } from './rating-board.tsx';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The contests screen (spec §2): tabs with counts, cards, registering and joining for real. */
export function ContestsScreen() {
  const [tab, setTab] = useState<ContestTab>('upcoming');
  const [notice, setNotice] = useState<Notice>(null);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const list = useContests(tab);
  const register = useRegister();
  const navigate = useNavigate();

  const onRegister = (c: ContestSummary) => {
    setNotice(null);
    register.mutate(
      { id: c._id },
      {
        onSuccess: () => setNotice({ tone: 'success', text: CONTEST_TEXTS.registered }),
        onError: (e) => setNotice({ tone: 'error', text: `${CONTEST_TEXTS.registerFailed} (${e.message})` }),
      },
    );
  };
  const onJoin = async (c: ContestSummary) => {
    setNotice(null);
    setJoining(true);
    try {
      await joinContest(c._id);
      navigate(`/contest/${c._id}`);
    } catch (e) {
      setNotice({ tone: 'error', text: `${CONTEST_TEXTS.joinFailed} (${(e as Error).message})` });
    } finally {
      setJoining(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Contests · CodeCoach</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Contests</h1>
          <p className="mt-1 text-muted">
            Compete live against other learners, or run a past contest on your own timer.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Create Contest</Button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ContestTabs label="Contests" tab={tab} onChange={setTab} list={list}>
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.contests.map((c) => (
              <ContestCard
                key={c._id}
                contest={c}
                onRegister={onRegister}
                onJoin={(x) => void onJoin(x)}
                busy={register.isPending || joining}
              />
            ))}
          </div>
        )}
      </ContestTabs>
      <RatingBoard />
      <CreateContestDialog
        open={creating}
        onClose={() => setCreating(false)}
        serverOffset={list.data?.offset}
      />
    </div>
  );
}
