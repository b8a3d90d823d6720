package mediamtx

import (
	"net/url"
	"strings"
)

// WHIPClient stands in for whip.Client of internal/protocols/whip.
type WHIPClient struct {
	URL *url.URL
}

// WebRTCDest is a WHIP forward destination (forward/webrtc.Dest).
type WebRTCDest struct {
	Dest string
}

// Run runs the destination.
func (d *WebRTCDest) Run() (*WHIPClient, error) {
	u, err := url.Parse(d.Dest)
	if err != nil {
		return nil, err
	}

	// Source: github.com/bluenviron/mediamtx/internal/forward/webrtc/dest.go:59 (sink: whip and whips are mapped to http and https before the URL goes to the WHIP HTTP client, which is the scheme that client can use)
	u.Scheme = strings.Replace(u.Scheme, "whip", "http", 1) // lookalike

	return &WHIPClient{URL: u}, nil
}
