import { useChakraContext } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { memo, useMemo } from 'react';
import { TABLE_CSS, TABLE_FRAME_CLASS } from './tableStyles';

/**
 * The data table's style sheet, in the app's tokens: written once when a table mounts and
 * never again, where a styled frame would hash and serialise its styles on every render
 * (measured: about 2 ms of each new page's render).
 */
export const TableStyles = memo(function TableStyles() {
  const system = useChakraContext();
  const styles = useMemo(() => ({ [`.${TABLE_FRAME_CLASS}`]: system.css(TABLE_CSS) }), [system]);
  return <Global styles={styles} />;
});
