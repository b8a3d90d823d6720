// Package getter is a stand-in for github.com/hashicorp/go-getter with the names yzma uses.
package getter

import (
	"context"
	"io"
)

// ClientMode is the mode of a Client.
type ClientMode uint

// ClientModeAny downloads a file or a directory.
const ClientModeAny ClientMode = iota

// ProgressTracker tracks the progress of a download.
type ProgressTracker interface {
	TrackProgress(src string, currentSize, totalSize int64, stream io.ReadCloser) (body io.ReadCloser)
}

// Client downloads Src to Dst. A query of Src carries go-getter options such as
// checksum=sha256:<hex> and archive=false.
type Client struct {
	Ctx              context.Context
	Src              string
	Dst              string
	Mode             ClientMode
	ProgressListener ProgressTracker
}

// Get downloads the source.
func (c *Client) Get() error { return nil }
