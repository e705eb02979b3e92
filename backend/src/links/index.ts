/** The links context's public surface: its commands and queries for the CLI, its events for the app. */
export { CreateLinkCommand } from './create-link/create-link.command';
export { RevokeLinkCommand } from './revoke-link/revoke-link.command';
export { listLinks, type LinkListItem } from './list-links/list-links';
export * from './link-rules';
export * from './link-url';
export { LINK_EVENTS } from './link.events';
