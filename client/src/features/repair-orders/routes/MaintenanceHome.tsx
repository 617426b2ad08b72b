import { Heading, HStack, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { REPAIR_ORDER_TABLE } from "@contract/repair-orders";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useNow } from "../../../shared/hooks/useNow";
import { useRefetchOnTableChange } from "../../../shared/api/useTableVersion";
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

/** How often the ages and timeout badges are counted again. */
const CLOCK_TICK_MS = 60_000;

/**
 * /maintenancehome, the maintenance center's home (spec part 2 section 9): the 10 latest
 * unclosed repair orders (pending or processing) and the 5 latest unprocessed ones (pending),
 * of the orders the repair order list shows the caller; refreshed when an order changes.
 */
export function MaintenanceHome() {
  const { data, loading, error, refetch } = useAppQuery(RepairOrderHomeQueryDoc, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const home = data?.repairOrderHome;
  // Read again when a repair order changes after what the home shows (the list's refresh dot listens to the same pushes).
  useRefetchOnTableChange(REPAIR_ORDER_TABLE, refetch, (pushed) => isNewerVersion(pushed, home?.version));
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
