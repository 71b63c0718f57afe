import { type Static, type TObject, Type } from '@sinclair/typebox';

// No lost updates (issue 32, decision 0142): every record, slot, list item and a blog's detailed
// content answers its current revision, in its `revision` field and its ETag header. A write that
// sends it back in If-Match is refused with 409 when another write came first; a write without
// If-Match is applied as it always was (scripts).

/** The sentence of a 409 refused because the record changed since the writer opened it. */
export const CONFLICT_MESSAGE = 'Someone else saved this since you opened it.';

/** A record as it answers with its revision (never saved since revisions are counted: '0'). */
export const withRevision = <T extends TObject>(record: T) =>
  Type.Object({ ...record.properties, revision: Type.String() });

/** The ETag that stands for a revision, and what If-Match sends back. */
export const revisionTag = (revision: string) => `"${revision}"`;

/**
 * What the 409 says besides its sentence: who wrote the record last and when, its revision now
 * (If-Match for a save over it, a deliberate choice), and their version: the record as its GET
 * answers it (null when it has none, e.g. moved to the trash) and their draft's fields, if any.
 */
export const conflictDetails = Type.Object({
  by: Type.String(),
  at: Type.String(),
  revision: Type.String(),
  record: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  draft: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type ConflictDetails = Static<typeof conflictDetails>;

/** The 409's envelope: the failure's sentence with the conflict's details. */
export const conflictEnvelope = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  // Absent from a 409 for another reason (an all-draft item's draft cannot be discarded).
  conflict: Type.Optional(conflictDetails),
});
