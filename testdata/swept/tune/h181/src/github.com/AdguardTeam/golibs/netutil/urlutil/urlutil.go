// Package urlutil is a stand-in for github.com/AdguardTeam/golibs/netutil/urlutil.
package urlutil

// Known scheme constants.
const (
	SchemeFile  = "file"
	SchemeHTTP  = "http"
	SchemeHTTPS = "https"
)
