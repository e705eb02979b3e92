export * from './render-markdown';
