import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CopiedNotice, useCopiedNotice } from '../../../components/ui/copied-notice';
import { CheckboxField, SelectControl } from '../../../components/ui/form-fields';
import { useLabelSnapshot } from '../api/label-snapshot.api';
import { useNotificationGroups } from '../api/list-groups.api';
import { useSnapshots } from '../api/list-snapshots.api';
import {
  appOptionOf,
  appsInOrder,
  needsLabel,
  notificationChoices,
  offeredProviders,
  offersExternalAccess,
  setEnabled,
  setLiveVersion,
  setNotification,
  setSendDocuments,
  setUploadProvider,
  showsExternalLink,
  snapshotText,
  withAppOption,
} from '../model/app-options';
import type { AppOption, ModelApp, Snapshot, UploadProvider } from '../model/catalog.types';
import { ExternalLinkField } from './external-link-field';
import { SnapshotLabelDialog } from './snapshot-label-dialog';

const COLUMNS = { base: '1fr', lg: 'minmax(12rem, 1.2fr) minmax(11rem, 1fr) minmax(14rem, 1.4fr)' };

const columnHeading = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  color: 'gray.600',
} as const;

/**
 * 002 §2.2 apps section: for each app of the catalog's model, Enabled (stored as isDisabled), the live version
 * (Latest or a snapshot; an unlabelled snapshot is labelled first) and the per-catalog settings: external access
 * (with registration on and an app open to external users; checked, the external link to copy and the notification
 * group, 002 §6), Send documents and the upload provider.
 */
export function CatalogAppsSection({
  tenancy,
  catalogId,
  catalogName,
  apps,
  appOptions,
  addons,
  registration,
  onChange,
}: {
  tenancy: string;
  catalogId: string;
  catalogName: string;
  apps: readonly ModelApp[];
  appOptions: readonly AppOption[];
  addons: readonly string[];
  registration: boolean;
  onChange(appOptions: AppOption[]): void;
}) {
  const snapshots = useSnapshots(tenancy, catalogId);
  const label = useLabelSnapshot(tenancy, catalogId);
  const [labelling, setLabelling] = useState<{ app: ModelApp; snapshot: Snapshot }>();
  const copied = useCopiedNotice();
  // The groups are read only when some app shows the notification group choice.
  const linked = apps.some((app) => showsExternalLink(registration, app, appOptionOf(appOptions, app.name)));
  const groups = useNotificationGroups(tenancy, linked);
  const change = (next: AppOption) => onChange(withAppOption(appOptions, next));

  const chooseVersion = (app: ModelApp, id: string) => {
    const snapshot = snapshots.data?.find((each) => each._id === id);
    if (snapshot && needsLabel(snapshot)) setLabelling({ app, snapshot });
    else change(setLiveVersion(appOptionOf(appOptions, app.name), id));
  };

  return (
    <Box as="section" aria-label="Apps on this catalog">
      <Grid
        templateColumns={COLUMNS}
        gap="4"
        pb="2"
        borderBottomWidth="1px"
        borderColor="gray.300"
        display={{ base: 'none', lg: 'grid' }}
      >
        <Heading as="h3" {...columnHeading}>
          APPS ON THIS CATALOG
        </Heading>
        <Heading as="h3" {...columnHeading}>
          "LIVE" VERSION
        </Heading>
        <Heading as="h3" {...columnHeading}>
          APP SETTINGS (PER CATALOG)
        </Heading>
      </Grid>
      {apps.length === 0 && (
        <Text fontSize="sm" color="gray.600" py="3">
          The model has no apps yet: add them in the model's designer.
        </Text>
      )}
      {appsInOrder(apps).map((app) => {
        const option = appOptionOf(appOptions, app.name);
        const title = app.label || app.name;
        const providers = offeredProviders(addons, option.uploadDocuments);
        const known = snapshots.data?.some((each) => each._id === option.liveVersion) ?? false;
        return (
          <Grid
            key={app._id}
            role="group"
            aria-label={`App ${title}`}
            data-testid="catalog-app"
            templateColumns={COLUMNS}
            gap="4"
            py="3"
            borderBottomWidth="1px"
            borderColor="gray.200"
            alignItems="start"
          >
            <Box>
              <Text fontWeight="medium" fontSize="sm" opacity={option.isDisabled ? 0.6 : 1}>
                {title}
              </Text>
              {app.label && app.label !== app.name && (
                <Text fontSize="xs" color="gray.600">
                  {app.name}
                </Text>
              )}
              <Box mt="1">
                <CheckboxField
                  label="Enabled"
                  checked={!option.isDisabled}
                  onChange={(on) => change(setEnabled(option, on))}
                />
              </Box>
            </Box>
            <SelectControl
              aria-label={`Live version of ${title}`}
              value={option.liveVersion}
              onChange={(event) => chooseVersion(app, event.target.value)}
              w="full"
              disabled={snapshots.isPending}
            >
              <option value="">Latest</option>
              {option.liveVersion !== '' && !known && !snapshots.isPending && (
                <option value={option.liveVersion}>Version {option.liveVersion} (no longer listed)</option>
              )}
              {snapshots.data?.map((snapshot) => (
                <option key={snapshot._id} value={snapshot._id}>
                  {`v${snapshot.modelVersion} · ${snapshotText(snapshot)}`}
                </option>
              ))}
            </SelectControl>
            <Box display="grid" gap="1.5">
              {offersExternalAccess(registration, app) && (
                <CheckboxField
                  label="External access"
                  checked={option.extAccess}
                  onChange={(on) => change({ ...option, extAccess: on })}
                />
              )}
              {showsExternalLink(registration, app, option) && (
                <>
                  <ExternalLinkField
                    tenancy={tenancy}
                    catalogName={catalogName}
                    appName={app.name}
                    appTitle={title}
                    onCopied={copied.show}
                  />
                  <chakra.label display="grid" gap="1" fontSize="sm">
                    <span>Notification group</span>
                    <SelectControl
                      value={option.notification}
                      onChange={(event) => change(setNotification(option, event.target.value))}
                      h="9"
                    >
                      {notificationChoices(groups.data, option.notification).map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </SelectControl>
                  </chakra.label>
                </>
              )}
              <CheckboxField
                label="Send documents"
                checked={option.isSendDocuments}
                onChange={(on) => change(setSendDocuments(option, on))}
              />
              {providers.length > 0 && (
                <chakra.label display="grid" gap="1" fontSize="sm">
                  <span>Upload documents to</span>
                  <SelectControl
                    value={option.uploadDocuments}
                    onChange={(event) => change(setUploadProvider(option, event.target.value as UploadProvider | ''))}
                    h="9"
                  >
                    <option value="">No provider</option>
                    {providers.map((provider) => (
                      <option key={provider} value={provider}>
                        {provider}
                      </option>
                    ))}
                  </SelectControl>
                </chakra.label>
              )}
            </Box>
          </Grid>
        );
      })}
      <CopiedNotice visible={copied.visible} />
      {labelling && (
        <SnapshotLabelDialog
          snapshot={labelling.snapshot}
          appName={labelling.app.label || labelling.app.name}
          onCancel={() => setLabelling(undefined)}
          onSave={async (text) => {
            await label.mutateAsync({ id: labelling.snapshot._id, label: text });
            change(setLiveVersion(appOptionOf(appOptions, labelling.app.name), labelling.snapshot._id));
            setLabelling(undefined);
          }}
        />
      )}
    </Box>
  );
}
