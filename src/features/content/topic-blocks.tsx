import { Box, chakra, Text } from '@chakra-ui/react';
import type { ContentBlock } from '../../../contract/localized-text';

/** A topic's structured text: headings, paragraphs, lists and tables (never raw HTML). */
export function TopicBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <Box lineHeight="tall">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <chakra.h2 key={index} fontSize="lg" fontWeight="bold" mt={6} mb={2}>
                {block.text}
              </chakra.h2>
            );
          case 'paragraph':
            return (
              <Text key={index} mb={3}>
                {block.text}
              </Text>
            );
          case 'list':
            return (
              <chakra.ul key={index} pl={6} mb={3} listStyleType="disc">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </chakra.ul>
            );
          case 'table':
            return (
              // A wide table scrolls sideways on a phone: keyboard users reach it by Tab (axe scrollable-region-focusable).
              <Box key={index} overflowX="auto" mb={4} tabIndex={0} role="region" aria-label={block.header.join(' / ')}>
                <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
                  <thead>
                    <tr>
                      {block.header.map((cell, cellIndex) => (
                        <chakra.th
                          key={cellIndex}
                          textAlign="left"
                          bg="surface"
                          border="1px solid"
                          borderColor="line"
                          px={3}
                          py={2}
                        >
                          {cell}
                        </chakra.th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <chakra.td key={cellIndex} border="1px solid" borderColor="line" px={3} py={2}>
                            {cell}
                          </chakra.td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </chakra.table>
              </Box>
            );
        }
      })}
    </Box>
  );
}
