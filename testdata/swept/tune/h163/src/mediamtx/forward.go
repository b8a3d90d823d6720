package mediamtx

import (
	"context"
	"net"
	"net/url"
)

// ForwardManager forwards a path to its destinations (forward.Manager).
type ForwardManager struct {
	PathName string
	Forward  []ForwardDest
}

// Initialize resolves and validates destinations.
func (m *ForwardManager) Initialize() error {
	for _, f := range m.Forward {
		if err := f.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// RemoteDest is a forward destination reached over the network
// (forward/rtmp.Dest, forward/rtsp.Dest, forward/srt.Dest).
type RemoteDest struct {
	Dest string
}

// Run dials the destination.
func (d *RemoteDest) Run(ctx context.Context) error {
	u, err := url.Parse(d.Dest)
	if err != nil {
		return err
	}
	var dl net.Dialer
	conn, err := dl.DialContext(ctx, "tcp", u.Host)
	if err != nil {
		return err
	}
	return conn.Close()
}
