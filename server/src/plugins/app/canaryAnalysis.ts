import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remoteRegistryPaths } from '@academy/contracts';
import { listAccounts } from '../../repositories/admins';
import { claimCanaryTurn, forgetCanaryTurnsBefore } from '../../repositories/canaryTurns';
import {
  type CanaryEntry,
  type RegistryRow,
  canaryEnd,
  canaryPromotion,
  changeRegistryRow,
  registryRows,
} from '../../repositories/remoteRegistry';
import {
  type ArmFigures,
  type CanaryDetails,
  type CanaryJudgement,
  ERROR_SHARE_MARGIN,
  LCP_RATIO_LIMIT,
  Z_THRESHOLD,
  judgeCanary,
} from '../../services/canaryJudgement';

/** A decision canary analysis made on a canary. */
type CanaryDecision = Exclude<CanaryJudgement, { decision: 'wait' }>;

/** Who the registry's history, the audit log and the mail name as having decided. */
const CANARY_ANALYSIS = 'canary analysis';
/** Turns older than this are forgotten: no server claims a turn that far back. */
const TURNS_KEPT_MS = 24 * 60 * 60 * 1000;

const ACTIONS = {
  rollback: { audit: 'canary rolled back', done: 'rolled back' },
  promote: { audit: 'canary promoted', done: 'promoted' },
} as const;

/** The same canary: the same release, started at the same time (its share may have changed). */
const sameCanary = (a: CanaryEntry, b: CanaryEntry) =>
  a.url === b.url && a.digest === b.digest && a.startedAt.getTime() === b.startedAt.getTime();

const rate = (share: number | null) => (share === null ? 'no views' : `${(share * 100).toFixed(1)}%`);
const lcp = (ms: number | null) => (ms === null ? 'not reported' : `${ms} ms`);

/** The owners' mail about a decision: what was decided, why, and the figures of both arms. */
function decisionMail(
  publicUrl: string,
  row: RegistryRow & { canary: CanaryEntry },
  decided: CanaryDecision,
) {
  const { canary, current } = row;
  const { details } = decided;
  const armLine = (name: string, figures: CanaryDetails['canary']) =>
    `${name} (${figures.release}): ${figures.views} views, ${rate(figures.errorRate)} with an error, LCP p75 ${lcp(figures.lcpP75)}`;
  const outcome =
    decided.decision === 'rollback'
      ? `Its visitors are back on ${current.version}. A fixed release can be canaried again.`
      : `Every visitor now gets ${canary.version}; ${current.version} is the previous release, which a rollback brings back.`;
  return {
    subject: `Canary of ${row.remote} ${canary.version} ${ACTIONS[decided.decision].done}`,
    text: [
      `Canary analysis ${ACTIONS[decided.decision].done} the canary of ${row.remote} (release ${canary.version}, ${canary.percent}% of visitors since ${canary.startedAt.toISOString()}), comparing it with the stable release ${current.version} over the views since it began.`,
      '',
      details.reason,
      '',
      armLine('Canary', details.canary),
      armLine('Stable', details.stable),
      `z of the error shares: ${details.z === null ? 'not defined' : details.z.toFixed(2)}. A canary with ${details.minViews} views or more is rolled back when its error share is ${ERROR_SHARE_MARGIN * 100} points above the stable release's with z > ${Z_THRESHOLD}, or its LCP p75 above ${LCP_RATIO_LIMIT} times the stable release's.`,
      '',
      outcome,
      '',
      '--',
      `The registry's history keeps these figures: ${publicUrl}/admin/releases.`,
    ].join('\n'),
  };
}

/**
 * Canary analysis (README "Canaries that decide"): every CANARY_CHECK_SECONDS, the one server
 * that claims the turn (its row in canary_turns, as scheduled backups claim a slot) judges each
 * canary against its stable release over the health figures since the canary began
 * (judgeCanary), and records a decision like a person's: a registry change by 'canary analysis'
 * with the figures that decided it, made in the transaction that holds the remote's row (so a
 * canary changed meanwhile is left alone), an audit entry and a mail to the owners.
 */
async function canaryAnalysisPlugin(app: FastifyInstance) {
  const { config } = app;
  const intervalMs = config.canaryCheckSeconds * 1000;
  // Which server judged a turn, for whoever reads canary_turns.
  const server = `${os.hostname()} ${process.pid} ${randomBytes(3).toString('hex')}`;

  async function figuresOf(row: RegistryRow & { canary: CanaryEntry }) {
    const { releases } = await app.health.figures(row.remote, row.canary.startedAt);
    const armOf = (release: string, arm: 'stable' | 'canary'): ArmFigures => {
      const found = releases.find((figures) => figures.release === release && figures.arm === arm);
      return {
        release,
        views: found?.views ?? 0,
        errorViews: found?.errorViews ?? 0,
        lcpP75: found?.lcpP75 ?? null,
      };
    };
    return { canary: armOf(row.canary.version, 'canary'), stable: armOf(row.current.version, 'stable') };
  }

  /** Records a decision on the canary judged, unless it changed since; true when recorded. */
  async function record(row: RegistryRow & { canary: CanaryEntry }, decided: CanaryDecision, now: Date) {
    const { details } = decided;
    const { changed } = await changeRegistryRow(
      app.db,
      { remote: row.remote, initial: row.current, by: CANARY_ANALYSIS, now },
      (locked) => {
        const { canary } = locked;
        if (!canary || !sameCanary(canary, row.canary)) return undefined;
        return decided.decision === 'rollback'
          ? canaryEnd(locked, 'canary-rollback', details)
          : canaryPromotion({ ...locked, canary }, now, CANARY_ANALYSIS, details);
      },
    );
    if (!changed) return false;
    await app.contentChanged();
    await app.audit.record({
      accountId: '',
      accountName: CANARY_ANALYSIS,
      action: ACTIONS[decided.decision].audit,
      path: remoteRegistryPaths.remote(row.remote),
      recordId: row.canary.version,
      address: '',
    });
    const owners = (await listAccounts(app.db)).filter((account) => account.role === 'owner');
    if (owners.length > 0) {
      await app
        .sendMail({
          to: owners.map((owner) => owner.email).join(', '),
          ...decisionMail(config.publicUrl, row, decided),
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Could not mail the canary decision'));
    }
    return true;
  }

  /** Judges every canary, unless another server claimed this turn. */
  async function judgeTurn(): Promise<void> {
    const now = app.now();
    const dueAt = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
    if (!(await claimCanaryTurn(app.db, dueAt, server))) return;
    await forgetCanaryTurnsBefore(app.db, new Date(now.getTime() - TURNS_KEPT_MS));
    for (const row of await registryRows(app.db)) {
      const { canary } = row;
      if (!canary) continue;
      // One remote's failure (its figures could not be read, say) leaves the others judged.
      await judge({ ...row, canary }, now).catch((error: unknown) =>
        app.log.error({ err: error }, `Canary analysis could not judge the canary of ${row.remote}`),
      );
    }
  }

  /** Judges one canary, and records its decision if it makes one. */
  async function judge(row: RegistryRow & { canary: CanaryEntry }, now: Date): Promise<void> {
    const { canary } = row;
    const judgement = judgeCanary({
      ...(await figuresOf(row)),
      minViews: config.canaryMinViews,
      startedAt: canary.startedAt,
      bakeMinutes: canary.bakeMinutes,
      autoPromote: canary.autoPromote,
      now,
    });
    if (judgement.decision === 'wait') return;
    if (!(await record(row, judgement, now))) return;
    app.log.info(
      { remote: row.remote, details: judgement.details },
      `Canary analysis ${ACTIONS[judgement.decision].done} the canary of ${row.remote}`,
    );
  }
  // Every server looks at least once a turn, at a pace of its own (see `spread`): each turn is
  // judged soon after it begins, by whichever server looks first.
  app.repeatInBackground('Canary analysis failed', intervalMs, judgeTurn, { spread: 0.5 });
}

export default fp(canaryAnalysisPlugin, {
  name: 'canary-analysis',
  dependencies: [
    'config',
    'database',
    'clock',
    'background-tasks',
    'audit',
    'mailer',
    'read-cache',
    'health',
  ],
});
