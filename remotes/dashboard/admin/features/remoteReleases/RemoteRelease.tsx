import { StatusMessage } from '@academy/ui';
import { Button, EditorSection, formatDateTime, useStatus } from '@academy/admin-kit';
import type { RegistryEntry } from '@academy/contracts';
import { Digest } from './Digest';
import { Facts } from './Facts';
import { RegistryHistory } from './RegistryHistory';
import { ReleaseHealth } from './ReleaseHealth';
import { RELEASE_TEXTS, formatMinutes } from './releaseTexts';
import { SharedModules } from './SharedModules';
import { useReleaseChanges } from './useReleaseChanges';
import styles from './releases.css';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
/** The health figures are kept 30 days: a longer span would ask for more than there is. */
const HEALTH_KEPT_MINUTES = 30 * 24 * HOUR_MINUTES;

const minutesSince = (iso: string) => (Date.now() - Date.parse(iso)) / MINUTE_MS;

/** The span of the health figures since a moment: whole minutes rounded up, so it covers the moment. */
const healthSpanSince = (iso: string) =>
  Math.min(HEALTH_KEPT_MINUTES, Math.max(1, Math.ceil(minutesSince(iso))));

const code = (text: string) => <span className={styles.code}>{text}</span>;

/**
 * One remote's releases: the current one with the shared modules it requires, its canary, the
 * previous one, what visitors lived through with them, and the history of its changes, with Roll
 * back, End canary and Promote canary where they apply.
 */
export function RemoteRelease({ entry }: { entry: RegistryEntry }) {
  const { name, current, canary, previous } = entry;
  const status = useStatus();
  const changes = useReleaseChanges(entry, status);

  const digestOf = (digest: string | null, version: string) => (
    <Digest digest={digest} of={`${name} ${version}`} onCopied={status.show} />
  );

  return (
    <EditorSection heading={name}>
      <StatusMessage key={status.key} message={status.text} />

      <EditorSection level={3} heading={RELEASE_TEXTS.current}>
        <Facts
          facts={[
            ['Version', code(current.version)],
            [
              'Since',
              current.since ? (
                <time dateTime={current.since}>{formatDateTime(current.since)}</time>
              ) : (
                RELEASE_TEXTS.notRecorded
              ),
            ],
            ['By', current.by ?? RELEASE_TEXTS.notRecorded],
            ['Digest', digestOf(current.digest, current.version)],
            [
              'Manifest',
              <>
                {code(current.url)}
                {current.builtHere && ` (${RELEASE_TEXTS.builtHere})`}
              </>,
            ],
          ]}
        />
        <SharedModules remote={name} modules={entry.shared} />
      </EditorSection>

      <EditorSection level={3} heading={RELEASE_TEXTS.canary}>
        {canary ? (
          <>
            <Facts
              facts={[
                ['Version', code(canary.version)],
                ['Share of visitors', `${canary.percent}%`],
                [
                  'Started',
                  <>
                    <time dateTime={canary.startedAt}>{formatDateTime(canary.startedAt)}</time> (
                    {formatMinutes(Math.floor(minutesSince(canary.startedAt)))} ago)
                  </>,
                ],
                ['Bakes for', formatMinutes(canary.bakeMinutes)],
                [
                  'Auto-promote',
                  canary.autoPromote ? RELEASE_TEXTS.autoPromoteOn : RELEASE_TEXTS.autoPromoteOff,
                ],
                ['Digest', digestOf(canary.digest, canary.version)],
                ['Manifest', code(canary.url)],
              ]}
            />
            <SharedModules remote={`the canary of ${name}`} modules={canary.shared} />
            <div className={styles.actions}>
              <Button
                variant="primary"
                disabled={changes.busy}
                aria-label={RELEASE_TEXTS.promoteLabel(name)}
                onClick={() => void changes.promote()}
              >
                {RELEASE_TEXTS.promote}
              </Button>
              <Button
                variant="danger"
                disabled={changes.busy}
                aria-label={RELEASE_TEXTS.endCanaryLabel(name)}
                onClick={() => void changes.endCanary()}
              >
                {RELEASE_TEXTS.endCanary}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.empty}>{RELEASE_TEXTS.noCanary}</p>
        )}
      </EditorSection>

      <EditorSection level={3} heading={RELEASE_TEXTS.previous}>
        {previous ? (
          <>
            <Facts
              facts={[
                ['Version', code(previous.version)],
                ['Digest', digestOf(previous.digest, previous.version)],
                ['Manifest', code(previous.url)],
              ]}
            />
            <div className={styles.actions}>
              <Button
                variant="danger"
                disabled={changes.busy}
                aria-label={RELEASE_TEXTS.rollBackLabel(name)}
                onClick={() => void changes.rollBack()}
              >
                {RELEASE_TEXTS.rollBack}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.empty}>{RELEASE_TEXTS.noPrevious}</p>
        )}
      </EditorSection>

      <EditorSection level={3} heading={RELEASE_TEXTS.health}>
        <div className={styles.tables}>
          <ReleaseHealth remote={name} minutes={HOUR_MINUTES} caption={RELEASE_TEXTS.lastHour} />
          {canary && (
            <ReleaseHealth
              remote={name}
              minutes={healthSpanSince(canary.startedAt)}
              caption={RELEASE_TEXTS.sinceCanary}
            />
          )}
        </div>
      </EditorSection>

      <EditorSection level={3} heading={RELEASE_TEXTS.history}>
        <RegistryHistory remote={name} history={entry.history} />
      </EditorSection>
    </EditorSection>
  );
}
