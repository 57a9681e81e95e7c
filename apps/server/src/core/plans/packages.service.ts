import type { PackageView } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { presentPackage } from './package.presenter';
import { listActivePackages } from './packages.repo';

/** The plans a visitor may choose from, in display order, as every client shows them. */
export async function activePackageViews(db: Database): Promise<PackageView[]> {
  return (await listActivePackages(db)).map(presentPackage);
}
