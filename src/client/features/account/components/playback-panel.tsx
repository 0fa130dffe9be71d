import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Select } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import {
  applyVolume, GAIN_MODES, knowsNetworkKind, readGainMode, readQuality, saveGainMode, saveQuality, STREAM_QUALITIES,
  type GainMode, type NetworkKind, type StreamQuality,
} from '../../../player'
import { Panel } from './panel'

/**
 * Streaming quality and loudness normalisation (ReplayGain) of this device (a local preference, like the volume): applies from the next track
 * played and to tracks saved offline from now on. Wi-Fi and cellular apart only where the browser says
 * which network it is on.
 */
export function PlaybackPanel() {
  const session = useSnapshot(sessionState)
  const transcoding = readSetting<unknown>('player.transcoding', false, session.settings as Record<string, unknown>) === true
  const split = knowsNetworkKind()
  const [choice, setChoice] = useState<Record<NetworkKind, StreamQuality>>(() => ({ wifi: readQuality('wifi'), cellular: readQuality('cellular') }))
  const [gainMode, setGainMode] = useState<GainMode>(readGainMode)
  const changeGain = (value: GainMode) => {
    saveGainMode(value)
    setGainMode(value)
    // The playing track takes the new gain at once.
    applyVolume()
  }
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
      <div className="flex flex-col gap-4">
        {transcoding ? (
          <>
            <Select label={split ? trans('Streaming quality on Wi-Fi') : trans('Streaming quality')} value={choice.wifi} options={options} onChange={change('wifi')} />
            {split && <Select label={trans('Streaming quality on cellular')} value={choice.cellular} options={options} onChange={change('cellular')} />}
          </>
        ) : (
          <p className="text-sm text-muted">{trans('This server streams every track in its original quality.')}</p>
        )}
        <Select
          label={trans('Loudness normalisation')}
          value={gainMode}
          options={GAIN_MODES.map((m) => ({ value: m.value, label: trans(m.label) }))}
          onChange={changeGain}
        />
      </div>
    </Panel>
  )
}
