import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { codeBody, doneAnswers, recoveryCodesAnswer, staffPaths, twoFactorSetup } from '@academy/contracts';
import {
  acceptTotpStep,
  clearTotpSecret,
  confirmTotpSecret,
  findStaffAccountById,
  setPendingTotpSecret,
} from '../../repositories/admins';
import type { SessionAdmin } from '../../repositories/sessions';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../../repositories/recoveryCodes';
import { answers } from '../../content/routeSchemas';
import { ok } from '../../services/envelope';
import { badRequest, conflict, unauthorized } from '../../services/httpErrors';
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  totpIssuer,
  totpStep,
} from '../../services/totp';
import type { CodeLock } from './codeLock';
import type { LoginThrottling } from './loginThrottling';

/** A wrong code at sign-in or when turning two-factor sign-in off. */
export const WRONG_CODE =
  'That code is not right, or was used already. Enter the current code from your authenticator app, or an unused recovery code.';
const WRONG_SETUP_CODE =
  'That code is not right. Enter the current code your authenticator app shows for this account.';
const NOTHING_TO_CONFIRM =
  'Start setting up two-factor sign-in first: there is no new secret waiting for a code.';
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.';
const ALREADY_OFF = 'Two-factor sign-in is already off.';

/**
 * Whether `code` proves the account's second factor: a code of its authenticator for a step
 * after the last one accepted, or one of its unused recovery codes. Either is used up.
 */
export async function proveSecondFactor(
  app: FastifyInstance,
  account: { _id: string; totpSecret: string | null },
  code: string,
): Promise<boolean> {
  if (!account.totpSecret) return false;
  const now = app.now();
  if (looksLikeTotpCode(code)) {
    const step = totpStep(account.totpSecret, code, now);
    return step !== undefined && acceptTotpStep(app.db, account._id, step);
  }
  return spendRecoveryCode(app.db, account._id, hashRecoveryCode(code), now);
}

const SIGNED_OUT = 'Your session has expired or is not valid. Please sign in again.';

/** The signed-in account of an admin route no deploy token may call (the auth plugin found it). */
export function signedInAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw unauthorized(SIGNED_OUT);
  return request.admin;
}

/** The signed-in account as stored now, with its password's hash and two-factor state. */
export async function callerAccount(app: FastifyInstance, request: FastifyRequest) {
  const account = await findStaffAccountById(app.db, signedInAdmin(request)._id);
  if (!account) throw unauthorized(SIGNED_OUT);
  return account;
}

/**
 * Setting two-factor sign-in up (a new secret, confirmed by its first code, which answers the
 * recovery codes once) and turning it off. An account that must set it up may call the first two.
 */
export function twoFactorRoutes(untyped: FastifyInstance, throttling: LoginThrottling, codeLock: CodeLock) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const issuer = totpIssuer(app.config.publicUrl);

  app.post(
    staffPaths.twoFactorSetup,
    { schema: { response: answers(twoFactorSetup) }, config: { beforeTwoFactorSetup: true } },
    async (request) => {
      // Replacing a secret in use would take the second factor from whoever holds the session.
      const account = await callerAccount(app, request);
      if (account.totpSecret) throw conflict(ALREADY_ON);
      const secret = newTotpSecret();
      await setPendingTotpSecret(app.db, account._id, secret, app.now());
      const url = otpauthUrl(secret, { email: account.email, issuer });
      return ok({ secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url) });
    },
  );

  app.post(
    staffPaths.twoFactorEnable,
    {
      schema: { body: codeBody, response: answers(recoveryCodesAnswer) },
      config: { beforeTwoFactorSetup: true },
    },
    async (request) => {
      const account = await callerAccount(app, request);
      const secret = account.totpPendingSecret;
      if (!secret) throw badRequest(account.totpSecret ? ALREADY_ON : NOTHING_TO_CONFIRM);
      const step = totpStep(secret, request.body.code, app.now());
      if (step === undefined) throw badRequest(WRONG_SETUP_CODE);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await app.db.transaction(async (tx) => {
        // A second setup started meanwhile replaced the secret this code was for.
        if (!(await confirmTotpSecret(tx, account._id, { secret, step }, app.now()))) {
          throw badRequest(WRONG_SETUP_CODE);
        }
        await replaceRecoveryCodes(tx, account._id, recoveryCodes.map(hashRecoveryCode));
      });
      return ok({ recoveryCodes });
    },
  );

  // Guessing codes with a stolen session counts toward the account's sign-in lock and its code
  // lock; a wrong code is in the audit log.
  app.post(
    staffPaths.twoFactorDisable,
    { schema: { body: codeBody, response: doneAnswers } },
    async (request) => {
      const account = await callerAccount(app, request);
      if (!account.totpSecret) throw badRequest(ALREADY_OFF);
      await throttling.beforeAttempt(account.email, request.client);
      const proved = await codeLock.judge(account, request.client, () =>
        proveSecondFactor(app, account, request.body.code),
      );
      if (!proved) {
        await app.audit.record({
          accountId: account._id,
          accountName: account.name,
          action: 'two-factor off refused',
          path: staffPaths.twoFactorDisable,
          recordId: account._id,
          address: request.client,
        });
        throw badRequest(WRONG_CODE);
      }
      await throttling.afterSuccess(account.email, request.client);
      await app.db.transaction(async (tx) => {
        await clearTotpSecret(tx, account._id, app.now());
        await deleteRecoveryCodes(tx, account._id);
      });
      return ok(null);
    },
  );
}
