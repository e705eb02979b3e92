/**
 * The white-label host, named at build time: `VITE_WHITE_LABEL_HOST=app.example.com npm run build -w frontend`
 * (docs/frontend.md "Decisions"). Read in a module of its own: jest runs the sources as CommonJS, where
 * `import.meta` cannot appear, so unit tests replace this module (jest.mock) instead.
 */
export const WHITE_LABEL_HOST: string | undefined = import.meta.env.VITE_WHITE_LABEL_HOST?.trim() || undefined;
