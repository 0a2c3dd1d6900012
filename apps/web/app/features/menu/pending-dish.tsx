/**
 * The dish a tap on a card is opening, as a skeleton sheet while its code and data load (issue 10, decision
 * 312): the tap is answered in the next frame, not when /product/:id has arrived (3-4 s on slow 3G). Only this
 * component follows the navigation state, so the menu's sections do not render again.
 */
import { useNavigation } from 'react-router';
import { isProductLinkState, isProductPath } from '../../lib/product-link.ts';

export function PendingDish() {
  const navigation = useNavigation();
  const target = navigation.location;
  const opening =
    navigation.state === 'loading' &&
    target !== undefined &&
    isProductPath(target.pathname) &&
    isProductLinkState(target.state);
  if (!opening) return null;
  return (
    <div className="pending-sheet" data-testid="pending-dish" aria-hidden="true">
      <div className="pending-sheet__body">
        <span className="sk sk-photo" />
        <span className="sk sk-line sk-line--title" />
        <span className="sk sk-line" />
        <span className="sk sk-line sk-line--short" />
        <span className="sk sk-button" />
      </div>
    </div>
  );
}
