/**
 * Every column where a saved record refers to stored files, in one list: a record a saved form
 * uses must not be deleted through `DELETE /files` (file.service.ts `deleteFile`), nor by the
 * public form's removals and sweep (`removeStoredFile`), or the form would list a file whose
 * download is gone.
 *
 * Records refer to a file by its content (`bucketname` and `md5name`, as `POST /files` answered
 * them), not by a record id: any record of the same bytes in a reader's scope serves it.
 *
 * A new feature whose entity keeps file entries adds its column here; `test/files-referrers.test.ts`
 * fails when an entity property typed with `FileEntry`/`FileEntryValue`, a relation to a stored
 * file, or a property named like a picture, attachment, file, cover, icon or URL is in neither
 * FILE_REFERRERS nor NOT_FILE_REFERRERS.
 */

export type FileReferrer = {
  /** The entity's class name; it must be tenant-owned (the check reads the rows of given tenants). */
  entity: string;
  property: string;
  /**
   * `entries`: a JSON list of file entries (contract/files.ts `FileEntryValue`: `bucketname`, `md5name`);
   * `links`: text that may hold links to stored files (`/files/<bucketname>/<md5name>`).
   */
  holds: 'entries' | 'links';
};

export const FILE_REFERRERS: readonly FileReferrer[] = [
  { entity: 'RepairOrder', property: 'pictures', holds: 'entries' },
  { entity: 'RepairOrder', property: 'attachments', holds: 'entries' },
  { entity: 'ProductManual', property: 'coverPicture', holds: 'entries' },
  { entity: 'ProductManual', property: 'detailPictures', holds: 'entries' },
  { entity: 'ProductManual', property: 'files', holds: 'entries' },
  { entity: 'ProductDisplayConfig', property: 'officialAccount', holds: 'entries' },
  { entity: 'MaintenancePlan', property: 'pictures', holds: 'entries' },
  { entity: 'MaintenancePlan', property: 'attachments', holds: 'entries' },
  // A machine's product archive: the cover its device cards show.
  { entity: 'Product', property: 'coverPicture', holds: 'entries' },
  // A dashboard's Image components show a stored file by its link (contract/dashboard-components.ts `url`).
  { entity: 'Dashboard', property: 'content', holds: 'links' },
];

/** Properties that look like file references and are not, each with the reason (`Entity.property`). */
export const NOT_FILE_REFERRERS: Readonly<Record<string, string>> = {
  'PublicRepairUpload.file':
    "the public form's bookkeeping of one upload record (by id, removed with it); the report that takes the upload refers to the file as a RepairOrder",
  'User.avatarUrl': 'an address no API writes (initials are shown); a feature that stores an uploaded avatar here must list it as a referrer',
  'Dashboard.coverIcon': 'a JPEG data URL (the designer\'s screenshot), never a stored file',
};
