/** Who asks, and on which revision they decided (If-Match); shared by every workspace command. */
export interface CommandContext {
  actorId: string | null;
  expectedRevision?: number;
}
