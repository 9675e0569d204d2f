import { describe, expect, it } from 'vitest';
import { clearQueryData, loadQueryClient } from './load-query-client';

describe('clearQueryData', () => {
  it('drops every cached answer of the app', async () => {
    const client = await loadQueryClient();
    client.setQueryData(['participants'], [{ firstName: 'Ottilie' }]);
    await clearQueryData();
    expect(client.getQueryData(['participants'])).toBeUndefined();
  });
});
