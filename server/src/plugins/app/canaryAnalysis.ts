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
  ERROR_SHARE_MARGIN,
  LCP_RATIO_LIMIT,
  Z_THRESHOLD,
  judgeCanary,
} from '../../services/canaryJudgement';

/** A decision canary analysis made and recorded. */
export interface CanaryDecision {
  remote: string;
  decision: 'rollback' | 'promote';
  details: CanaryDetails;
}

declare module 'fastify' {
  interface FastifyInstance {
    canaryAnalysis: {
      /**
       * Judges every canary, unless another server claimed this turn (undefined then): answers
       * the decisions made and recorded.
       */
      judgeTurn(): Promise<CanaryDecision[] | undefined>;
    };
  }
}

/** Who the registry's history, the audit log and the mail name as having decided. */
export const CANARY_ANALYSIS = 'canary analysis';
/** Turns older than this are forgotten: no server claims a turn that far back. */
const TURNS_KEPT_MS = 24 * 60 * 60 * 1000;

const ACTIONS = {
  rollback: { audit: 'canary rolled back', done: 'rolled back' },
  promote: { audit: 'canary promoted', done: 'promoted' },
} as const;

const sameCanary = (a: CanaryEntry | null, b: CanaryEntry) =>
  a !== null && a.url === b.url && a.digest === b.digest && a.startedAt.getTime() === b.startedAt.getTime();

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
        if (!sameCanary(locked.canary, row.canary)) return undefined;
        return decided.decision === 'rollback'
          ? canaryEnd(locked, 'canary-rollback', details)
          : canaryPromotion({ ...locked, canary: row.canary }, now, CANARY_ANALYSIS, details);
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

  async function judgeTurn(): Promise<CanaryDecision[] | undefined> {
    const now = app.now();
    const dueAt = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
    if (!(await claimCanaryTurn(app.db, dueAt, server))) return undefined;
    await forgetCanaryTurnsBefore(app.db, new Date(now.getTime() - TURNS_KEPT_MS));
    const decisions: CanaryDecision[] = [];
    for (const row of await registryRows(app.db)) {
      const { canary } = row;
      if (!canary) continue;
      // One remote's failure (its figures could not be read, say) leaves the others judged.
      const decided = await judge({ ...row, canary }, now).catch((error: unknown) => {
        app.log.error({ err: error }, `Canary analysis could not judge the canary of ${row.remote}`);
        return undefined;
      });
      if (decided) decisions.push(decided);
    }
    return decisions;
  }

  /** Judges one canary; answers the decision if one was made and recorded. */
  async function judge(row: RegistryRow & { canary: CanaryEntry }, now: Date) {
    const { canary } = row;
    const judgement = judgeCanary({
      ...(await figuresOf(row)),
      minViews: config.canaryMinViews,
      startedAt: canary.startedAt,
      bakeMinutes: canary.bakeMinutes,
      autoPromote: canary.autoPromote,
      now,
    });
    if (judgement.decision === 'wait') return undefined;
    const decided: CanaryDecision = { remote: row.remote, ...judgement };
    if (!(await record(row, decided, now))) return undefined;
    app.log.info(
      { remote: row.remote, details: decided.details },
      `Canary analysis ${ACTIONS[decided.decision].done} the canary of ${row.remote}`,
    );
    return decided;
  }

  app.decorate('canaryAnalysis', { judgeTurn });
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
