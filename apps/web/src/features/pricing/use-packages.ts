import { useQuery } from '@tanstack/react-query';
import { API, type PackageView } from '@sakinah/contract';
import { api } from '../../lib/api';

export const PACKAGES_QUERY_KEY = ['packages'] as const;

/** Every active plan, shared by the pricing page and anything else that lists plans. */
export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_QUERY_KEY,
    queryFn: async () => {
      const data = await api<{ success: boolean; packages: PackageView[] }>('GET', API.getPackages);
      return (data.packages ?? []).filter((pkg) => pkg.isActive !== false);
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
