export * from './expression';
export * from './text';
