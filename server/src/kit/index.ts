// What a section's server code (remotes/<name>/server) builds with, imported as
// '@academy/server/kit'. The server compiles that code with its own and runs it in its process;
// this is the one door to the server's building blocks, so a section never reaches into the
// server's folders.
export type { FastifyInstance } from 'fastify';
export { answers, idParams } from '../content/routeSchemas';
export { noDraft, registerDraftRoutes } from '../content/drafts';
export {
  AUTHOR_CANNOT_PUBLISH,
  admitAuthors,
  checkAuthorsItem,
  isAuthorsChange,
} from '../content/authorRules';
export { findDraft } from '../repositories/contentDrafts';
export { type ContentView, seesUnpublished } from '../plugins/app/previews';
export { savedText, textFields } from '../content/contentBlockStore';
export { singleUpload, uploadedFiles } from '../content/uploadedFiles';
export type { Db } from '../db/database';
export type { ContentFields } from '../db/schema';
export type { FileChange, Upload } from '../plugins/app/uploads';
export { videoUploadConfig } from '../plugins/external/multipart';
export { findFirstAdmin } from '../repositories/admins';
export { findBlock } from '../repositories/contentBlocks';
export {
  type ContentItem,
  findItem,
  findItemBySlug,
  insertItems,
  listItems,
  touchItem,
  updateItem,
} from '../repositories/contentItems';
export {
  itemRevisionKey,
  keepRevision,
  registerRevisionRoutes,
  revisionToRestore,
  savedBy,
  type WriteBy,
  writeBy,
} from '../content/revisions';
export { countWrite, refuseStale, withCurrentRevision } from '../content/conflicts';
export { deleteKeptStates } from '../repositories/contentRevisions';
export { uploadedPathsIn } from '../services/uploadedFiles';
export type { TrashKind } from '../plugins/app/trash';
export type {
  AfterCommit,
  DemoSeeder,
  ListItemSave,
  ListItemState,
  ListItemTrash,
  ListWriteHook,
  SearchDocument,
  SearchSource,
  SectionServer,
  SectionTask,
  TypedApp,
  UndescribedPicture,
} from '../sections/sectionServer';
export type { MailAttachment, MailMessage } from '../plugins/app/mailer';
export { ok } from '../services/envelope';
export { CONTENT_ROLES, EVERY_ROLE } from '../services/roles';
export { csvFileName, spreadsheetCsv } from '../services/spreadsheetCsv';
export { HttpError, badRequest, conflict, forbidden, notFound } from '../services/httpErrors';
export { sniffImageKind } from '../services/imageProcessing';
export { type UploadDescription, uploadDescriptions } from '../plugins/app/pictureDescriptions';
export { assertStorable } from '../plugins/app/storableText';
export { hashToken, newId, newToken } from '../services/tokens';
export { sniffVideoKind } from '../services/videoFiles';
export * from './database';
