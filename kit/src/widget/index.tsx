// @quantethic/kit/widget — on its own (not in kit/ui), so a home widget loads only this, not the forms and dialogs of kit/ui.
import { type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import type { ComponentType } from 'react';

/**
 * A home widget as the shell mounts it (an exposed module's default): the props the shell passes
 * reach the widget's hooks (its locale, bus and config) through the remote's provider, as a
 * section's do through its app. `export default remoteWidget(Testimonials);`
 */
export function remoteWidget(Widget: ComponentType): ComponentType<RemoteProps> {
  function RemoteWidget(props: RemoteProps) {
    return (
      <RemotePropsProvider value={props}>
        <Widget />
      </RemotePropsProvider>
    );
  }
  RemoteWidget.displayName = `remoteWidget(${Widget.displayName ?? Widget.name})`;
  return RemoteWidget;
}
