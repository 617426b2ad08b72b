import { Heading, HStack, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { REPAIR_ORDER_TABLE } from "@contract/repair-orders";
import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useNow } from "../../../shared/hooks/useNow";
import { useTableVersion } from "../../../shared/widgets/data-table/useTableVersion";
import { RepairHomePanel } from "../components/RepairHomePanel";
import { isNewerVersion } from "../homeRules";

export const RepairOrderHomeQueryDoc = graphql(`
  query RepairOrderHome {
    repairOrderHome {
      version
      counts {
        unclosed
        unprocessed
      }
      unclosed {
        id
        number
        state
        status
        sn
        model
        company
        createTime
      }
      unprocessed {
        id
        number
        state
        status
        sn
        model
        company
        createTime
      }
    }
  }
`);

/** A burst of repair order changes becomes one read after this wait. */
export const HOME_REFRESH_WAIT_MS = 500;
/** How often the ages and timeout badges are counted again. */
const CLOCK_TICK_MS = 60_000;

/**
 * Reads the home again when the server announces a change of the repair order table newer
 * than what the home shows (the `tableVersionChanged` topic the list's refresh dot listens
 * to), at most once per HOME_REFRESH_WAIT_MS.
 */
function useRefreshOnRepairChange(readVersion: number | undefined, refetch: () => Promise<unknown>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ readVersion, refetch });
  latest.current = { readVersion, refetch };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useTableVersion(REPAIR_ORDER_TABLE, (pushed) => {
    if (timer.current || !isNewerVersion(pushed, latest.current.readVersion)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      // A failure is on the common error display and in place of the panels already.
      latest.current.refetch().catch(() => undefined);
    }, HOME_REFRESH_WAIT_MS);
  });
}

/**
 * /maintenancehome, the maintenance center's home (spec part 2 section 9): the 10 latest
 * unclosed repair orders (pending or processing) and the 5 latest unprocessed ones (pending),
 * of the orders the repair order list shows the caller; refreshed when an order changes.
 */
export function MaintenanceHome() {
  const { data, loading, error, refetch } = useAppQuery(RepairOrderHomeQueryDoc, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const home = data?.repairOrderHome;
  useRefreshOnRepairChange(home?.version, refetch);
  // The clock the ages are counted to, moved on every minute.
  const now = useNow(CLOCK_TICK_MS).getTime();
  const common = { loading, error, onRetry: refetch, now };
  return (
    <Stack gap="4" p="4" data-testid="maintenance-home">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          <FormattedMessage id="ro_home_title" />
        </Heading>
        <Link asChild color="blue.fg" fontSize="sm">
          <RouterLink to="/repairorderquery">
            <FormattedMessage id="ro_home_all" />
          </RouterLink>
        </Link>
      </HStack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <RepairHomePanel kind="unclosed" rows={home?.unclosed} total={home?.counts.unclosed} {...common} />
        <RepairHomePanel kind="unprocessed" rows={home?.unprocessed} total={home?.counts.unprocessed} {...common} />
      </SimpleGrid>
    </Stack>
  );
}
