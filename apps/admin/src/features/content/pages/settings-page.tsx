import { Skeleton } from 'antd';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useShopSettings } from '../api/settings';
import { SettingsForm } from '../components/settings-form';

/** 站点设置. */
export function SettingsPage() {
  const settings = useShopSettings();
  return (
    <Page title="站点设置" plain>
      {settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Page>
  );
}
