/** Query keys of the provider settings pages: every integration call reads or invalidates these. */
export const providerConfigKeys = {
  all: (tenancy: string) => ['provider-config', tenancy] as const,
  one: (tenancy: string, provider: string) => ['provider-config', tenancy, provider] as const,
};
