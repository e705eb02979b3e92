export * from './file-store.port';
export { assertFileId, InvalidFileIdError } from './content-hashing';
export { FolderFileStore } from './folder-file-store';
export { GridFsFileStore } from './gridfs-file-store';
