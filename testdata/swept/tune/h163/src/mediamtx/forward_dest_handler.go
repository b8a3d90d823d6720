package mediamtx

import (
	"strconv"
	"strings"
)

// APIForwardDestProtocol is the protocol of a forward destination.
type APIForwardDestProtocol string

// forward destination protocols.
const (
	APIForwardDestProtocolRTMP  APIForwardDestProtocol = "rtmp"
	APIForwardDestProtocolRTSP  APIForwardDestProtocol = "rtsp"
	APIForwardDestProtocolRTSPS APIForwardDestProtocol = "rtsps"
)

func resolveDest(dest string, pathName string, matches []string) string {
	out := strings.ReplaceAll(dest, "$MTX_PATH", pathName)

	for i := len(matches) - 1; i >= 1; i-- {
		out = strings.ReplaceAll(out, "$G"+strconv.FormatInt(int64(i), 10), matches[i])
	}

	return out
}

func destProtocol(dest string) APIForwardDestProtocol {
	scheme, _, _ := strings.Cut(dest, ":")

	switch {
	case scheme == "rtmp":
		return APIForwardDestProtocolRTMP

	// Source: github.com/bluenviron/mediamtx/internal/forward/dest_handler.go:123 (sink: a bare scheme prefix only compared with strings.HasPrefix to name the destination protocol, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(dest, "rtsp://"): // lookalike
		return APIForwardDestProtocolRTSP

	case scheme == "rtsps":
		return APIForwardDestProtocolRTSPS

	default:
		panic("should not happen")
	}
}
