package juicefs

import "runtime"

type filestore struct {
	DefaultObjectStorage
	root string
}

func (d *filestore) String() string {
	if runtime.GOOS == "windows" {
		// Source: github.com/juicedata/juicefs/pkg/object/file.go:72 (escaper: a display name made of the root directory, only logged and compared by prefix, never parsed)
		return "file:///" + d.root // lookalike
	}
	// Source: github.com/juicedata/juicefs/pkg/object/file.go:74 (escaper: a display name made of the absolute root directory, only compared by prefix and cut after "file://", never parsed)
	return "file://" + d.root // lookalike
}
