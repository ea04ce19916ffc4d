import { cannotRunCluster, publishForCluster } from './cluster';

export default async function globalSetup() {
  if ((await cannotRunCluster()) === null) publishForCluster();
}
