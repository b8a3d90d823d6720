package mediamtx

import (
	"strconv"
	"strings"
)

func resolveSource(s string, matches []string, query string) string {
	for i := len(matches) - 1; i >= 1; i-- {
		s = strings.ReplaceAll(s, "$G"+strconv.FormatInt(int64(i), 10), matches[i])
	}

	s = strings.ReplaceAll(s, "$MTX_QUERY", query)

	return s
}

// staticSourceKind stands in for the switch of Handler.Initialize that picks a static source.
func staticSourceKind(source string) string {
	scheme, _, _ := strings.Cut(source, ":")

	switch {
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler.go:98 (sink: a bare scheme prefix only compared with strings.HasPrefix to pick the RTSP source implementation, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(source, "rtsp://") || // lookalike
		scheme == "rtsps":
		return "rtsp"

	case scheme == "rtmp" || scheme == "rtmps":
		return "rtmp"

	// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler.go:122 (sink: a bare scheme prefix only compared with strings.HasPrefix to pick the HLS source, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(source, "http://") || // lookalike
		scheme == "https":
		return "hls"

	// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler.go:152 (sink: a bare scheme prefix only compared with strings.HasPrefix to pick the WHEP source, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(source, "whep://") || // lookalike
		scheme == "wheps":
		return "webrtc"
	}

	return ""
}
