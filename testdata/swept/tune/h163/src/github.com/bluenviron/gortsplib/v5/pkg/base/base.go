// Package base is a stand-in for github.com/bluenviron/gortsplib/v5/pkg/base.
package base

import (
	"fmt"
	"net/url"
)

// URL is a RTSP URL.
type URL url.URL

// ParseURL parses a RTSP URL.
func ParseURL(s string) (*URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "rtsp" && u.Scheme != "rtsps" {
		return nil, fmt.Errorf("unsupported scheme '%s'", u.Scheme)
	}
	return (*URL)(u), nil
}

// String returns the URL as a string.
func (u *URL) String() string {
	return (*url.URL)(u).String()
}
