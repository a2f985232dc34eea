// A list of cards, one per page a category leads to: the generated index pages' body, and what
// `@theme/DocCardList` shows inside a doc.
import type { IndexCard } from "../../src/shared/types.ts";

export function IndexCards({ cards, className }: { cards: IndexCard[]; className?: string }) {
  return (
    <ul className={className ? `index-cards ${className}` : "index-cards"}>
      {cards.map((card) => (
        <li key={card.href + card.label} className="index-card">
          <a href={card.href}>
            <h2 className="index-card-title">{card.label}</h2>
            {card.count !== undefined ? (
              <p className="index-card-description">{`${card.count} item${card.count === 1 ? "" : "s"}`}</p>
            ) : (
              card.description && <p className="index-card-description">{card.description}</p>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
