import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Select } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import { knowsNetworkKind, readQuality, saveQuality, STREAM_QUALITIES, type NetworkKind, type StreamQuality } from '../../../player/stream-quality'
import { Panel } from './panel'

/**
 * Streaming quality of this device (a local preference, like the volume): applies from the next track
 * played and to tracks saved offline from now on. Wi-Fi and cellular apart only where the browser says
 * which network it is on.
 */
export function PlaybackPanel() {
  const session = useSnapshot(sessionState)
  const transcoding = readSetting<unknown>('player.transcoding', false, session.settings as Record<string, unknown>) === true
  const split = knowsNetworkKind()
  const [choice, setChoice] = useState<Record<NetworkKind, StreamQuality>>(() => ({ wifi: readQuality('wifi'), cellular: readQuality('cellular') }))
  const options = STREAM_QUALITIES.map((q) => ({ value: q.value, label: trans(q.label) }))
  const change = (network: NetworkKind) => (value: StreamQuality) => {
    saveQuality(network, value)
    setChoice((c) => ({ ...c, [network]: value }))
  }

  return (
    <Panel
      id="playback"
      title={trans('Playback')}
      description={trans('Lower qualities use less data and less space for tracks saved offline. Applies on this device from the next track.')}
    >
      {transcoding ? (
        <div className="flex flex-col gap-4">
          <Select label={split ? trans('Streaming quality on Wi-Fi') : trans('Streaming quality')} value={choice.wifi} options={options} onChange={change('wifi')} />
          {split && <Select label={trans('Streaming quality on cellular')} value={choice.cellular} options={options} onChange={change('cellular')} />}
        </div>
      ) : (
        <p className="text-sm text-muted">{trans('This server streams every track in its original quality.')}</p>
      )}
    </Panel>
  )
}
