export * from './expression';
export * from './text';
export * from './docx';
export * from './pdf';
export * from './markdown';
export * from './interview';
