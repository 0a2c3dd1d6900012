/** Skeletons instead of spinners: the shape of what is coming, so nothing jumps when it arrives. */
import { Box, Group, Skeleton, Stack } from '@mantine/core';

/** A whole screen: a header bar and a few blocks (the prerendered index.html and route loads). */
export function ScreenSkeleton() {
  return (
    <Box p="md" aria-busy="true">
      <Skeleton height={36} mb="md" />
      <Group align="flex-start" grow>
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap="sm">
            <Skeleton height={20} width="60%" />
            <Skeleton height={88} />
            <Skeleton height={88} />
          </Stack>
        ))}
      </Group>
    </Box>
  );
}

/** Columns of cards, e.g. the order board or the kitchen before their first answer. */
export function ColumnsSkeleton({ columns }: { columns: number }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" aria-busy="true">
      {Array.from({ length: columns }, (_, i) => (
        <Stack key={i} gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ))}
    </Group>
  );
}

/** A list of rows (courier orders, tables). */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} />
      ))}
    </Stack>
  );
}
