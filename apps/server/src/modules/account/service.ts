import type { AppContext } from '../../context.ts';
import { createCredentials } from './credentials.ts';
import type { DeletionStep } from './delete-account.ts';
import { createEmailChanges } from './email-change.ts';
import type { ContestRatingOf } from './profile.ts';
import { createAccountRepository } from './repository.ts';

/** What the contests module gives accounts (app.ts wires it; accounts never import contests). */
export interface AccountContestHooks {
  /** The learner's current contest rating (the profile's), null until a rated contest rated them. */
  rating: ContestRatingOf;
  /** Run in a deletion's transaction: anonymise the learner's contest rows. */
  deletionSteps: readonly DeletionStep[];
}

/** Wiring of the account use cases over one database and mailer. */
export function createAccountService(ctx: AppContext, contests: AccountContestHooks) {
  const { db } = ctx.database;
  const account = createAccountRepository(db);
  const deps = { db, config: ctx.config, mailer: ctx.mailer, users: ctx.auth.repo, account };
  const credentials = createCredentials(deps);
  const emails = createEmailChanges({ ...deps, credentials });
  return { db, account, credentials, emails, rating: contests.rating, deletionSteps: contests.deletionSteps };
}
export type AccountService = ReturnType<typeof createAccountService>;
