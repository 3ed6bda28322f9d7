import { Anchor, Text } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseSafeHtml, type SafeNode } from '../utils/safe-html';

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    if (node.kind === 'link') {
      return (
        <Anchor key={index} href={node.href} target="_blank" rel="noopener noreferrer" inherit>
          {render(node.children)}
        </Anchor>
      );
    }
    if (node.tag === 'p') {
      return (
        <Text key={index} component="p" my="xs">
          {render(node.children)}
        </Text>
      );
    }
    if (node.tag === 'br') return <br key={index} />;
    const Tag = node.tag;
    return <Tag key={index}>{render(node.children)}</Tag>;
  });
}

/** Server HTML shown without injecting it: only paragraphs, emphasis, line breaks and web links survive. */
export function SafeHtml({ html }: { html: string }) {
  const nodes = useMemo(() => parseSafeHtml(html), [html]);
  return <>{render(nodes)}</>;
}
