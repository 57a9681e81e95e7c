import { useQuery } from '@tanstack/react-query';
import { API, type PackageView, type PackagesResponse } from '@sakinah/contract';
import { api } from '../../lib/api';

export const PACKAGES_QUERY_KEY = ['packages'] as const;

/** The plans a visitor may choose from. */
export const activePackages = (packages: readonly PackageView[]) => packages.filter((pkg) => pkg.isActive !== false);

/** Every active plan, shared by the pricing page and anything else that lists plans. */
export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_QUERY_KEY,
    queryFn: async () => {
      const data = await api<PackagesResponse>('GET', API.getPackages);
      return activePackages(data.packages ?? []);
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
