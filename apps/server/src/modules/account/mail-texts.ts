import type { Mail } from '../../lib/mailer.ts';

/** The e-mails the accounts send, plain text (no tracking, no remote images). */

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your CodeCoach password',
    text: [
      'Someone, hopefully you, asked to reset the password of your CodeCoach account.',
      '',
      'Open this link to choose a new password. It works once, for 30 minutes:',
      link,
      '',
      'Choosing a new password signs you out everywhere.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function confirmEmailMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your new CodeCoach e-mail address',
    text: [
      'Someone, hopefully you, asked to use this address for a CodeCoach account.',
      '',
      'Open this link to confirm it. It works once, for 24 hours:',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  };
}

export function securityAlertMail(to: string, what: string): Mail {
  return {
    to,
    subject: 'Security notice from CodeCoach',
    text: [
      `${what}`,
      '',
      'If this was you, there is nothing to do.',
      'If it was not, reset your password with "Forgot your password?" on the sign-in page',
      'and tell us through the contact page.',
      '',
      'You can turn these notices off in Settings, under E-mail preferences.',
    ].join('\n'),
  };
}
