import type { ColumnConfig } from '@app/contracts/settings/types';
import { ErrorState, LoadingState } from '../../../components/ui';
import { CONTAINER_COMPONENTS } from '../containers/registry';
import { definitionOf } from '../utils/containerCatalog';
import { normaliseColumnConfig } from '../utils/columnConfig';
import { ContainerFrame, type ContainerChrome } from './ContainerFrame';

/** One container on the grid: its type's component with its column configuration. */
export function GridContainer({ id, chrome, columns }: { id: string; chrome: ContainerChrome; columns: ColumnConfig | null }) {
  const def = definitionOf(id);
  if (!def) {
    return (
      <ContainerFrame chrome={chrome} title={id}>
        <ErrorState title={`Unknown container: ${id}`} />
      </ContainerFrame>
    );
  }
  if (!columns) {
    return (
      <ContainerFrame chrome={chrome} title={def.name}>
        <LoadingState text="Loading column configuration..." />
      </ContainerFrame>
    );
  }
  const Component = CONTAINER_COMPONENTS[def.id];
  return <Component chrome={chrome} columns={normaliseColumnConfig(def.id, columns)} />;
}
