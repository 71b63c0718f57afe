import { Link } from '@academy/runtime';
import type { AuditEntry } from '@academy/contracts';

/**
 * An entry as the sentence the server made of it, the record's name in it a link to the screen
 * that edits it (when the entry names a record and it has one).
 */
export function ActivitySentence({ entry }: { entry: Pick<AuditEntry, 'sentence' | 'subject' | 'link'> }) {
  const { sentence, subject, link } = entry;
  const at = subject && link ? sentence.indexOf(subject) : -1;
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      <Link to={link}>{subject}</Link>
      {sentence.slice(at + subject.length)}
    </>
  );
}
