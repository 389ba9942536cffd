import {
  AccountExport,
  ChangePasswordRequest,
  DeleteAccountRequest,
  EmailChangeRequest,
  ErrorResponse,
  MessageResponse,
  OwnProfileResponse,
  PublicProfileResponse,
  SessionIdParams,
  SessionsResponse,
  SettingsResponse,
  UpdateProfileRequest,
  UpdateSettingsRequest,
  UserIdParams,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteAccount } from './delete-account.ts';
import { describeDevice } from './device.ts';
import { exportAccount } from './export-data.ts';
import { ownProfile, publicProfile } from './profile.ts';
import type { AccountService } from './service.ts';
import { readSettings, updateSettings } from './settings.ts';

const fail = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

/** /api/account/* (the signed-in learner's own account) and /api/users/:id/profile. */
export function accountRoutes(ctx: AppContext, svc: AccountService): FastifyPluginAsyncZod {
  const { guards, config } = ctx;
  const { db, account, credentials, emails } = svc;
  const auth = { onRequest: guards.requireUser };
  const tags = ['account'];
  return async (app) => {
    app.get(
      '/account/profile',
      { ...auth, schema: { tags, response: { 200: OwnProfileResponse, ...fail } } },
      async (req) => ({
        success: true,
        message: 'OK',
        data: { profile: await ownProfile(svc, currentUser(req).id, new Date()) },
      }),
    );

    app.patch(
      '/account/profile',
      {
        ...auth,
        schema: { tags, body: UpdateProfileRequest, response: { 200: OwnProfileResponse, ...fail } },
      },
      async (req) => {
        const { id } = currentUser(req);
        await account.setName(id, req.body.name);
        return {
          success: true,
          message: 'Profile saved',
          data: { profile: await ownProfile(svc, id, new Date()) },
        };
      },
    );

    app.post(
      '/account/email',
      {
        ...auth,
        schema: {
          tags,
          body: EmailChangeRequest,
          response: { 202: MessageResponse, 409: ErrorResponse, 503: ErrorResponse, ...fail },
        },
      },
      async (req, reply) => {
        const email = await emails.request(currentUser(req).id, req.body.email, req.body.password);
        return reply.status(202).send({
          success: true,
          message: `We sent a confirmation link to ${email}. Your address changes once you open it.`,
        });
      },
    );

    app.get(
      '/users/:id/profile',
      {
        ...auth,
        schema: {
          tags,
          params: UserIdParams,
          response: { 200: PublicProfileResponse, 404: ErrorResponse, ...fail },
        },
      },
      async (req) => ({
        success: true,
        message: 'OK',
        data: { profile: await publicProfile(svc, req.params.id, new Date()) },
      }),
    );

    app.get(
      '/account/settings',
      { ...auth, schema: { tags, response: { 200: SettingsResponse, ...fail } } },
      async (req) => ({
        success: true,
        message: 'OK',
        data: { settings: await readSettings(account, currentUser(req).id), mailEnabled: ctx.mailer.enabled },
      }),
    );

    app.patch(
      '/account/settings',
      {
        ...auth,
        schema: { tags, body: UpdateSettingsRequest, response: { 200: SettingsResponse, ...fail } },
      },
      async (req) => ({
        success: true,
        message: 'Settings saved',
        data: {
          settings: await updateSettings(db, account, currentUser(req).id, req.body),
          mailEnabled: ctx.mailer.enabled,
        },
      }),
    );

    app.post(
      '/account/password',
      { ...auth, schema: { tags, body: ChangePasswordRequest, response: { 200: MessageResponse, ...fail } } },
      async (req) => {
        const me = currentUser(req);
        const ended = await credentials.change(
          me.id,
          me.sessionHash,
          req.body.currentPassword,
          req.body.newPassword,
        );
        const others = ended === 1 ? '1 other session was' : `${ended} other sessions were`;
        return { success: true, message: `Password changed. ${others} signed out.` };
      },
    );

    app.get(
      '/account/sessions',
      { ...auth, schema: { tags, response: { 200: SessionsResponse, ...fail } } },
      async (req) => {
        const me = currentUser(req);
        const rows = await account.liveSessions(me.id, config.session.idleMs);
        return {
          success: true,
          message: 'OK',
          data: {
            sessions: rows.map((s) => ({
              _id: s.id,
              device: describeDevice(s.userAgent),
              createdAt: s.createdAt.toISOString(),
              lastUsedAt: s.lastUsedAt.toISOString(),
              current: s.tokenHash === me.sessionHash,
            })),
          },
        };
      },
    );

    app.delete(
      '/account/sessions/:id',
      {
        ...auth,
        schema: {
          tags,
          params: SessionIdParams,
          response: { 200: MessageResponse, 404: ErrorResponse, ...fail },
        },
      },
      async (req) => {
        if (!(await account.revokeSession(currentUser(req).id, req.params.id)))
          throw errors.notFound('No such session');
        return { success: true, message: 'Session signed out' };
      },
    );

    app.get(
      '/account/export',
      { ...auth, schema: { tags, response: { 200: AccountExport, ...fail } } },
      async (req, reply) => {
        const me = currentUser(req);
        const data = await exportAccount(svc, me.id, me.sessionHash, config.session.idleMs, new Date());
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="codecoach-export-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.delete(
      '/account',
      { ...auth, schema: { tags, body: DeleteAccountRequest, response: { 200: MessageResponse, ...fail } } },
      async (req) => {
        await deleteAccount(svc, currentUser(req).id, req.body.password);
        return { success: true, message: 'Your account has been deleted' };
      },
    );
  };
}
