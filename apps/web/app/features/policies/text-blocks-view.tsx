import { Fragment } from 'react';
import { splitTextBlocks } from './text-blocks.ts';
import './text-blocks.css';

/** Plain text rendered as headings, paragraphs and lists: React escapes every string (see text-blocks.ts). */
export function TextBlocksView(props: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="text-blocks">
      {splitTextBlocks(props.text).map((b, i) => {
        if (b.kind === 'heading') return <Heading key={i}>{b.text}</Heading>;
        if (b.kind === 'list') {
          const List = b.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {b.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
