import { useRef, useState, type DragEvent } from 'react'
import { cn } from '../../../lib/cn'
import { Button, Icon } from '../../../ui'
import { filesFromDrop, filesFromInput } from '../collect-files'
import type { NewUpload } from '../queue'
import { trans } from '../../../stores/session'

const ACCEPT = 'audio/*,video/*'

/** Drop files or a whole folder here, or pick them; keyboard users reach the two buttons. */
export function DropZone({ onFiles }: { onFiles: (uploads: NewUpload[]) => void }) {
  const [over, setOver] = useState(false)
  const [reading, setReading] = useState(false)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    setReading(true)
    filesFromDrop(event.dataTransfer)
      .then(onFiles)
      .catch(() => onFiles([]))
      .finally(() => setReading(false))
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="upload-drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition md:py-14',
        over ? 'border-primary bg-primary/10' : 'border-border bg-bg-alt',
      )}
    >
      <Icon name="upload" className="size-10 text-muted" />
      <p className="text-lg font-semibold">{reading ? trans('Reading files…') : trans('Drop audio files or a folder here')}</p>
      <p className="max-w-md text-sm text-muted">
        {trans('Each finished file is prepared for a new track: its tags are read and a waveform is drawn.')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => filesInput.current?.click()}>{trans('Select files')}</Button>
        <Button variant="outline" onClick={() => folderInput.current?.click()}>{trans('Select folder')}</Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={trans('Audio files')}
        data-testid="upload-files-input"
        onChange={(event) => {
          onFiles(filesFromInput(event.currentTarget.files))
          event.currentTarget.value = ''
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={trans('Audio folder')}
        // Not in React's input types: the folder picker of every current browser.
        {...{ webkitdirectory: '' }}
        onChange={(event) => {
          onFiles(filesFromInput(event.currentTarget.files))
          event.currentTarget.value = ''
        }}
      />
    </div>
  )
}
